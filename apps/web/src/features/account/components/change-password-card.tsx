import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChangePasswordForm } from '@portal/contracts';
import { IconLock } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../../auth';
import { NewPasswordFields, useNewPassword } from '../../auth';
import { passwordToggleProps } from '../../../components/ui/password-visibility';
import { ACCOUNT_MSG } from '../messages';

export function ChangePasswordCard({ email }: { email: string }) {
  const update = useUpdatePassword();
  const form = useNewPassword('change-password', { withCurrent: true });

  const onSubmit = async ({ current, password, confirmation }: ChangePasswordForm) => {
    try {
      const res = await update.mutateAsync({
        currentPassword: current,
        password,
        passwordConfirmation: confirmation,
      });
      notifySuccess(res.message);
      form.clear();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Card shadow="xs" component="section" aria-labelledby="change-password-title">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate data-testid="change-password-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz={20} id="change-password-title">
              {ACCOUNT_MSG.changePasswordTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {ACCOUNT_MSG.changePasswordLead}
            </Text>
          </Stack>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <SimpleGrid cols={{ base: 1, sm: 1, md: 2 }} spacing="md">
            <PasswordInput
              autoComplete="current-password"
              required
              visible={form.visible}
              onVisibilityChange={form.setVisible}
              leftSection={<IconLock size={18} aria-hidden />}
              {...passwordToggleProps(form.visible)}
              label={ACCOUNT_MSG.currentPassword}
              {...form.form.getInputProps('current')}
              data-testid="current-password"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 1, md: 2 }} spacing="md">
            <NewPasswordFields
              state={form}
              testIds={{ password: 'new-password', confirmation: 'new-password-confirmation' }}
              passwordDescription={ACCOUNT_MSG.newPasswordHint}
              confirmationDescription={ACCOUNT_MSG.confirmationHint}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} data-testid="change-password-submit">
              {ACCOUNT_MSG.savePassword}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
