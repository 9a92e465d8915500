import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useRouteActive } from '../../flags/api/flags';
import { useSendResetInstructions } from '../api/passwords';
import { checkEmail } from '../password-rules';

export function RecoveryForm() {
  const send = useSendResetInstructions();
  const mailboxActive = useRouteActive('Buzón de desarrollo');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email);
    setError(found);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    try {
      const res = await send.mutateAsync(email);
      setSentMessage(res.message);
    } catch {
      // Shown below from the mutation state.
    }
  };

  if (sentMessage) {
    return (
      <Stack gap="lg" data-testid="recovery-sent" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal">
          <IconMailCheck size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Revisa tu correo
        </Title>
        <Text>{sentMessage}</Text>
        <Text c="dimmed" size="sm">
          El enlace vale por un tiempo limitado y sirve una sola vez. Si no lo ves, revisa la carpeta de spam.
        </Text>
        {mailboxActive ? (
          <Text size="sm">
            ¿Estás probando el portal sin servidor de correo?{' '}
            <Anchor component={Link} to="/dev/correos">
              Abre el buzón de desarrollo
            </Anchor>
            .
          </Text>
        ) : null}
        <Button
          component={Link}
          to="/login-cl"
          variant="light"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Volver a iniciar sesión
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          Recupera tu contraseña
        </Title>
        <Text c="dimmed">
          Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
        </Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate aria-label="Recuperar contraseña" data-testid="recovery-form">
        <Stack gap="md">
          {send.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          <TextInput
            ref={emailRef}
            label="Correo electrónico"
            placeholder="nombre@empresa.cl"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (error) setError(undefined);
            }}
            error={error}
            leftSection={<IconAt size={18} aria-hidden />}
            data-testid="recovery-email"
          />
          <Button type="submit" size="md" fullWidth loading={send.isPending} data-testid="recovery-submit">
            Enviar instrucciones
          </Button>
          <Anchor component={Link} to="/login-cl" size="sm" ta="center">
            Volver a iniciar sesión
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
