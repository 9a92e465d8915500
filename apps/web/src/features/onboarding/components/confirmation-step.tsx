import { Anchor, Button, Group, PinInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useConfirmCode, useResendCode } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { markCodeSent, useCooldown } from '../code-cooldown';
import { cleanCode, stepPath } from '../steps';
import { FormAlert } from '../../../components/ui/form-alert';

export function ConfirmationStep({ email: given }: { email: string | null }) {
  const [email, setEmail] = useState(given ?? '');
  const [code, setCode] = useState('');
  const confirm = useConfirmCode();
  const resend = useResendCode();
  const [wait] = useCooldown(email);
  const navigate = useNavigate();
  const ready = cleanCode(code).length === 6 && email.includes('@');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      await confirm.mutateAsync({ email: email.trim(), code: cleanCode(code) });
      navigate(stepPath('business-and-personal-data'), { replace: true });
    } catch {
      setCode('');
    }
  };
  const askAgain = async () => {
    if (!email.includes('@') || wait > 0) return;
    try {
      await resend.mutateAsync(email.trim());
      markCodeSent(email);
      navigate(stepPath('account-verification-sent', { email: email.trim() }));
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {M.confirmTitle}
        </Title>
        <Text c="dimmed">{given ? M.confirmLead(given) : M.confirmLeadNoEmail}</Text>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={M.confirmTitle} data-testid="confirm-form">
        <Stack gap="md">
          <FormAlert message={confirm.isError ? errorMessage(confirm.error) : null} testId="confirm-error" />
          {given ? null : (
            <TextInput
              label={M.email}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              data-testid="confirm-email"
            />
          )}
          <Stack gap={6}>
            <Text component="label" htmlFor="confirm-code" fw={500} size="sm">
              {M.code}
            </Text>
            <PinInput
              id="confirm-code"
              length={6}
              type="number"
              oneTimeCode
              size="lg"
              value={code}
              onChange={(v) => setCode(cleanCode(v))}
              aria-label={M.code}
              data-testid="confirm-code"
            />
            <Text size="xs" c="dimmed">
              {M.codeHint}
            </Text>
          </Stack>
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!ready}
            loading={confirm.isPending}
            data-testid="confirm-submit"
          >
            {M.confirmButton}
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">{M.noCode}</Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              onClick={askAgain}
              disabled={resend.isPending || wait > 0}
              data-testid="confirm-resend"
            >
              {wait > 0 ? M.resendIn(wait) : M.resend}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function VerificationSentStep({ email }: { email: string | null }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" data-testid="verification-sent">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {M.sentTitle}
      </Title>
      <Text>{M.sentLead(email ?? 'tu correo')}</Text>
      <Button
        size="md"
        onClick={() => navigate(stepPath('account-confirmation', { email }))}
        data-testid="verification-enter-code"
      >
        {M.enterCode}
      </Button>
    </Stack>
  );
}
