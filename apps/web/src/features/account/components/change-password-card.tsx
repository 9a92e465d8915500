import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../../auth/api/account';
import { NewPasswordFields, useNewPassword } from '../../auth/components/new-password-fields';

export function ChangePasswordCard({ email }: { email: string }) {
  const update = useUpdatePassword();
  const form = useNewPassword();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const res = await update.mutateAsync({
        password: form.password,
        passwordConfirmation: form.confirmation,
      });
      notifySuccess(res.message);
      form.clear();
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
            <NewPasswordFields
              state={form.fields}
              testIds={{ password: 'new-password', confirmation: 'new-password-confirmation' }}
              passwordDescription="Al menos 8 caracteres."
              confirmationDescription="Escríbela de nuevo."
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
