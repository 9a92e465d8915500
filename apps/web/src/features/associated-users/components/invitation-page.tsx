// /agregar-usuario?token=…: the invitation's e-mail step, then the password step (name and a
// password with the password change's rules) for a new person, who is then signed in. A token that
// is not valid (unknown, used, expired) sends to / with the spec's text; an address that already has
// an account is linked to the business by the server and sent to / to sign in.
import { Alert, Button, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSOCIATED_USER_MESSAGES, ROLE_LABELS, invitedEmail } from '@portal/contracts';
import { IconAt, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getBusinessId, setBusinessId } from '../../../lib/session';
import { pickBusinessId } from '../../../shared/business-rules';
import { profileQuery } from '../../../lib/profile';
import { NewPasswordFields, useNewPassword } from '../../auth';
import { createInvitedUser, invitationQuery, validateInvitationEmail } from '../api/users';
import { INVITATION_MSG as M, USERS_MSG } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

export function InvitationPage({ token }: { token: string }) {
  const q = useQuery({ ...invitationQuery(token), enabled: token !== '' });
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const invalid = token === '' || (q.isError && !isApiError(q.error, 429));

  useEffect(() => {
    if (!invalid) return;
    notifyError(M.invalidToken);
    navigate('/', { replace: true });
  }, [invalid, navigate]);

  if (q.isError && !invalid) return <Alert color="red">{errorMessage(q.error)}</Alert>;
  if (!q.data)
    return (
      <Stack gap="md" aria-busy="true" aria-label={M.validating}>
        <Skeleton h={32} w="70%" />
        <Skeleton h={18} w="90%" />
        <Skeleton h={42} mt="md" />
      </Stack>
    );
  const inv = q.data.invitation;
  return (
    <Stack gap="xl" maw={440} mx="auto" w="100%">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {M.title}
        </Title>
        <Text c="dimmed">{M.intro(inv.business_name, ROLE_LABELS[inv.role_name])}</Text>
      </Stack>
      {email === null ? (
        <EmailStep token={token} onValid={setEmail} />
      ) : (
        <PasswordStep token={token} email={email} />
      )}
    </Stack>
  );
}

function EmailStep({ token, onValid }: { token: string; onValid: (email: string) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: { email: (v) => (invitedEmail.safeParse(v).success ? null : ASSOCIATED_USER_MESSAGES.email) },
  });
  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      const res = await validateInvitationEmail(token, invitedEmail.parse(email));
      onValid(res.email);
    } catch (err) {
      if (isApiError(err, 409) && err.message === M.alreadyRegistered) {
        notifySuccess(M.alreadyHasAccount);
        navigate('/', { replace: true });
        return;
      }
      notifyError(isApiError(err, 429) ? err : M.invitationError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={M.emailStep}
      data-testid="invitation-email-step"
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          {M.emailStep}
        </Title>
        <TextInput
          label={USERS_MSG.email}
          description={M.emailHint}
          type="email"
          autoComplete="email"
          required
          leftSection={<IconAt size={18} aria-hidden />}
          {...form.getInputProps('email')}
          data-testid="invitation-email"
        />
        <Button type="submit" loading={busy} data-testid="invitation-next">
          {M.next}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordStep({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const state = useNewPassword('invitation-password');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async ({ password, confirmation }: { password: string; confirmation: string }) => {
    if (!name.trim()) return setNameError(M.nameMissing);
    setBusy(true);
    setError(null);
    try {
      // Another session's cached data goes; the flags stay, and so does this invitation's own answer:
      // removed, the mounted page would ask for it again, and the token spent by this request
      // answers "not valid" beside the success.
      qc.removeQueries({ predicate: (x) => x.queryKey[0] !== 'flags' && x.queryKey[0] !== 'invitation' });
      const res = await createInvitedUser({
        token,
        email,
        name: name.trim(),
        password,
        password_confirmation: confirmation,
      });
      const profile = await qc.fetchQuery(profileQuery());
      setBusinessId(pickBusinessId(profile, getBusinessId()));
      notifySuccess(res.message);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      if (isApiError(err, 409)) {
        notifySuccess(M.alreadyHasAccount);
        navigate('/', { replace: true });
        return;
      }
      setError(isApiError(err) && err.status < 500 ? errorMessage(err) : USERS_MSG.createError);
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={state.onSubmit(submit)}
      noValidate
      aria-label={M.passwordStep}
      data-testid="invitation-password-step"
    >
      <Stack gap="md">
        <Title order={2} fz="lg">
          {M.passwordStep}
        </Title>
        <Text size="sm" c="dimmed">
          {M.passwordHint(email)}
        </Text>
        <FormAlert message={error} />
        <TextInput
          label={M.name}
          autoComplete="name"
          required
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setNameError(null);
          }}
          leftSection={<IconUser size={18} aria-hidden />}
          data-testid="invitation-name"
        />
        <NewPasswordFields
          state={state}
          testIds={{ password: 'invitation-password', confirmation: 'invitation-confirmation' }}
          passwordDescription={M.passwordRule}
        />
        <Button type="submit" loading={busy} data-testid="invitation-create">
          {M.create}
        </Button>
      </Stack>
    </form>
  );
}
