import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { resetTokenQuery, useResetPassword } from '../api/passwords';
import { AUTH_MSG } from '../messages';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

function InvalidLink({ reason }: { reason?: string }) {
  return (
    <Stack gap="lg" data-testid="reset-invalid" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        <IconLinkOff size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {AUTH_MSG.resetInvalidTitle}
      </Title>
      <Text>{reason ?? AUTH_MSG.resetInvalidReason}</Text>
      <Text c="dimmed" size="sm">
        {AUTH_MSG.resetInvalidHint}
      </Text>
      <Button component={Link} to="/recovery-password" data-testid="reset-ask-again">
        {AUTH_MSG.resetAskAgain}
      </Button>
    </Stack>
  );
}

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const q = useQuery({ ...resetTokenQuery(token ?? ''), enabled: !!token });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useNewPassword('reset-password');

  if (!token) return <InvalidLink />;
  if (q.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Validando enlace">
        <Skeleton h={32} w="70%" />
        <Skeleton h={18} w="90%" />
        <Skeleton h={42} mt="md" />
        <Skeleton h={42} />
      </Stack>
    );
  }
  if (q.isError) return <InvalidLink reason={errorMessage(q.error)} />;

  const onSubmit = async ({ password, confirmation }: { password: string; confirmation: string }) => {
    try {
      const res = await reset.mutateAsync({ token, password, passwordConfirmation: confirmation });
      notifySuccess(res.message);
      navigate('/login-cl', { replace: true });
    } catch {
      // Shown below from the mutation state.
    }
  };

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {AUTH_MSG.resetTitle}
        </Title>
        <Text c="dimmed">
          Hola {q.data.name}, elige la nueva contraseña para <strong>{q.data.email}</strong>.
        </Text>
      </Stack>
      <form
        onSubmit={form.onSubmit(onSubmit)}
        noValidate
        aria-label="Nueva contraseña"
        data-testid="reset-form"
      >
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
              {errorMessage(reset.error)}
            </Alert>
          ) : null}
          <input type="email" name="username" autoComplete="username" value={q.data.email} readOnly hidden />
          <NewPasswordFields
            state={form}
            testIds={{ password: 'reset-password', confirmation: 'reset-password-confirmation' }}
            passwordDescription={AUTH_MSG.resetPasswordHint}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="reset-submit">
            {AUTH_MSG.savePassword}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
