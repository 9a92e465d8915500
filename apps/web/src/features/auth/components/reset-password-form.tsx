import { Alert, Button, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { resetTokenQuery, useResetPassword } from '../api/passwords';
import { NewPasswordFields, useNewPassword } from './new-password-fields';

function InvalidLink({ reason }: { reason?: string }) {
  return (
    <Stack gap="lg" data-testid="reset-invalid" role="alert">
      <ThemeIcon size={56} radius="xl" variant="light" color="orange">
        <IconLinkOff size={30} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Este enlace ya no sirve
      </Title>
      <Text>{reason ?? 'El enlace para recuperar la contraseña no es válido o ya expiró.'}</Text>
      <Text c="dimmed" size="sm">
        Los enlaces duran poco y sirven una sola vez. Pide uno nuevo y úsalo apenas te llegue.
      </Text>
      <Button component={Link} to="/recovery-password" data-testid="reset-ask-again">
        Solicitar un nuevo enlace
      </Button>
    </Stack>
  );
}

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const q = useQuery({ ...resetTokenQuery(token ?? ''), enabled: !!token });
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useNewPassword();

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    try {
      const res = await reset.mutateAsync({
        token,
        password: form.password,
        passwordConfirmation: form.confirmation,
      });
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
          Crea una nueva contraseña
        </Title>
        <Text c="dimmed">
          Hola {q.data.name}, elige la nueva contraseña para <strong>{q.data.email}</strong>.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label="Nueva contraseña" data-testid="reset-form">
        <Stack gap="md">
          {reset.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
              {errorMessage(reset.error)}
            </Alert>
          ) : null}
          <input type="email" name="username" autoComplete="username" value={q.data.email} readOnly hidden />
          <NewPasswordFields
            state={form.fields}
            testIds={{ password: 'reset-password', confirmation: 'reset-password-confirmation' }}
            passwordDescription="Al menos 8 caracteres. Una frase larga es más segura que una palabra con símbolos."
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="reset-submit">
            Guardar contraseña
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
