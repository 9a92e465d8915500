import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../../auth/api/account';
import { resetClientState } from '../../auth/session-actions';
import { passwordToggleProps } from '../../auth/components/password-visibility';
import { navigateTo } from '../../../lib/navigation';

/** Account deletion: the password, then an explicit confirmation in a modal. */
export function DeleteAccountCard() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const askConfirmation = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Ingresa tu contraseña para confirmar que eres tú.');
      passwordRef.current?.focus();
      return;
    }
    setError(undefined);
    remove.reset();
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const res = await remove.mutateAsync(password);
      // The session no longer exists: clear everything locally and go to the sign-in.
      resetClientState();
      notifySuccess(res.message);
      navigateTo('/login-cl', { replace: true });
    } catch (err) {
      setConfirming(false);
      setError(errorMessage(err));
      passwordRef.current?.select();
    }
  };

  return (
    <Card
      shadow="xs"
      component="section"
      aria-labelledby="delete-account-title"
      style={{ borderColor: 'var(--mantine-color-red-3)' }}
    >
      <form onSubmit={askConfirmation} noValidate data-testid="delete-account-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} c="red.8" id="delete-account-title">
              Eliminar cuenta
            </Title>
            <Text size="sm" c="dimmed">
              Eliminar tu cuenta cierra tu acceso al portal de forma permanente. Las empresas y su información
              no se borran: siguen disponibles para sus otros usuarios.
            </Text>
          </Stack>
          <PasswordInput
            ref={passwordRef}
            label="Contraseña actual"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              if (error) setError(undefined);
            }}
            error={error}
            visible={visible}
            onVisibilityChange={setVisible}
            maw={{ base: '100%', md: 420 }}
            data-testid="delete-account-password"
            {...passwordToggleProps(visible)}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              color="red"
              variant="outline"
              leftSection={<IconTrash size={18} aria-hidden />}
              data-testid="delete-account-submit"
            >
              Eliminar mi cuenta
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        title="¿Eliminar tu cuenta?"
      >
        <Stack gap="lg" data-testid="delete-account-modal">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            Esta acción no se puede deshacer. Perderás el acceso a todas tus empresas en el portal.
          </Alert>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Cancelar
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={remove.isPending}
              data-testid="delete-account-confirm"
            >
              Sí, eliminar mi cuenta
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
