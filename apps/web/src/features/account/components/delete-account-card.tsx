import { Alert, Button, Card, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteAccountBody } from '@portal/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { navigateTo } from '../../../lib/navigation';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAccount } from '../../auth';
import { passwordToggleProps } from '../../../components/ui/password-visibility';
import { resetClientState } from '../../../lib/session-actions';
import { ACCOUNT_MSG } from '../messages';

/** Account deletion: the password, then an explicit confirmation in a modal. */
export function DeleteAccountCard() {
  const remove = useDeleteAccount();
  // The server's own body schema: its message is the one this form shows.
  const form = useForm({
    name: 'delete-account',
    initialValues: { password: '' },
    validate: schemaResolver(deleteAccountBody),
  });
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const askConfirmation = () => {
    remove.reset();
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const res = await remove.mutateAsync(form.getValues().password);
      // The session no longer exists: clear everything locally and go to the sign-in.
      resetClientState();
      notifySuccess(res.message);
      navigateTo('/login-cl', { replace: true });
    } catch (err) {
      setConfirming(false);
      form.setFieldError('password', errorMessage(err));
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
      <form
        onSubmit={form.onSubmit(askConfirmation, (errors) => focusFirstError(form, errors, ['password']))}
        noValidate
        data-testid="delete-account-form"
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} c="red.8" id="delete-account-title">
              {ACCOUNT_MSG.deleteTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {ACCOUNT_MSG.deleteLead}
            </Text>
          </Stack>
          <PasswordInput
            ref={passwordRef}
            label={ACCOUNT_MSG.currentPassword}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
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
              {ACCOUNT_MSG.deleteSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        title={ACCOUNT_MSG.deleteConfirmTitle}
      >
        <Stack gap="lg" data-testid="delete-account-modal">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {ACCOUNT_MSG.deleteConfirmWarning}
          </Alert>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setConfirming(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              {ACCOUNT_MSG.cancel}
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={remove.isPending}
              data-testid="delete-account-confirm"
            >
              {ACCOUNT_MSG.deleteConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
