import { Alert, Anchor, Button, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconAt, IconMailCheck } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { type RecoveryForm as RecoveryValues, recoveryForm } from '@portal/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useRouteActive } from '../../../lib/flags';
import { useSendResetInstructions } from '../api/passwords';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { AUTH_MSG } from '../messages';

export function RecoveryForm() {
  const send = useSendResetInstructions();
  const mailboxActive = useRouteActive('Buzón de desarrollo');
  const form = useForm<RecoveryValues>({
    name: 'recovery',
    initialValues: { email: '' },
    validate: schemaResolver(recoveryForm),
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const onSubmit = async ({ email }: RecoveryValues) => {
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
          {AUTH_MSG.recoverySentTitle}
        </Title>
        <Text>{sentMessage}</Text>
        <Text c="dimmed" size="sm">
          {AUTH_MSG.recoverySentHint}
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
          {AUTH_MSG.backToLogin}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {AUTH_MSG.recoveryTitle}
        </Title>
        <Text c="dimmed">{AUTH_MSG.recoveryLead}</Text>
      </Stack>
      <form
        onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ['email']))}
        noValidate
        aria-label="Recuperar contraseña"
        data-testid="recovery-form"
      >
        <Stack gap="md">
          {send.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
              {errorMessage(send.error)}
            </Alert>
          ) : null}
          <TextInput
            label="Correo electrónico"
            placeholder="nombre@empresa.cl"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
            leftSection={<IconAt size={18} aria-hidden />}
            data-testid="recovery-email"
          />
          <Button type="submit" size="md" fullWidth loading={send.isPending} data-testid="recovery-submit">
            {AUTH_MSG.recoverySubmit}
          </Button>
          <Anchor component={Link} to="/login-cl" size="sm" ta="center">
            {AUTH_MSG.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </Stack>
  );
}
