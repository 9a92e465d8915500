import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../../auth/api/account';
import { passwordToggleProps } from '../../auth/components/password-visibility';
import { type NewPasswordErrors, checkNewPassword, hasErrors } from '../../auth/password-rules';

export function ChangePasswordCard({ email }: { email: string }) {
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNewPassword(password, confirmation);
    setErrors(found);
    if (hasErrors(found)) {
      (found.password ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    try {
      const res = await update.mutateAsync({ password, passwordConfirmation: confirmation });
      notifySuccess(res.message);
      setPassword('');
      setConfirmation('');
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Card shadow="xs" component="section" aria-labelledby="change-password-title">
      <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} id="change-password-title">
              Cambiar contraseña
            </Title>
            <Text size="sm" c="dimmed">
              Al cambiarla, se cerrarán tus sesiones abiertas en otros dispositivos.
            </Text>
          </Stack>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <SimpleGrid cols={{ base: 1, sm: 1, md: 2 }} spacing="md">
            <PasswordInput
              ref={passwordRef}
              label="Nueva contraseña"
              description="Al menos 8 caracteres."
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              visible={visible}
              onVisibilityChange={setVisible}
              leftSection={<IconLock size={18} aria-hidden />}
              data-testid="new-password"
              {...passwordToggleProps(visible)}
            />
            <PasswordInput
              ref={confirmationRef}
              label="Confirma la nueva contraseña"
              description="Escríbela de nuevo."
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              error={errors.confirmation}
              visible={visible}
              onVisibilityChange={setVisible}
              leftSection={<IconLock size={18} aria-hidden />}
              data-testid="new-password-confirmation"
              {...passwordToggleProps(visible)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="change-password-submit">
              Guardar contraseña
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
