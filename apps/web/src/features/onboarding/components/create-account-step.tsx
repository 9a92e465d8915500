import {
  Anchor,
  Button,
  Checkbox,
  Modal,
  PasswordInput,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SignUpForm, signUpForm } from '@portal/contracts';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { passwordToggleProps } from '../../../components/ui/password-visibility';
import { publicTermsQuery, useSignUp } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { markCodeSent } from '../code-cooldown';
import { stepPath } from '../steps';
import { FormAlert } from '../../../components/ui/form-alert';

function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const terms = useQuery({ ...publicTermsQuery(), enabled: opened });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={terms.data?.title ?? M.termsTitle}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {terms.isError ? <Text>{M.termsUnavailable}</Text> : null}
      <Stack gap="sm" data-testid="terms-body">
        {(terms.data?.body ?? '').split('\n\n').map((p) => (
          <Text key={p} size="sm">
            {p}
          </Text>
        ))}
      </Stack>
    </Modal>
  );
}

export function CreateAccountStep({ referral }: { referral: string | null }) {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  const form = useForm<SignUpForm>({
    name: 'sign-up',
    initialValues: { name: '', email: '', password: '', password_confirmation: '', terms_accepted: false },
    validate: schemaResolver(signUpForm),
  });
  const order = ['name', 'email', 'password', 'password_confirmation', 'terms_accepted'];

  const onSubmit = async (v: SignUpForm) => {
    try {
      await signUp.mutateAsync({
        name: v.name.trim(),
        email: v.email.trim(),
        password: v.password,
        password_confirmation: v.password_confirmation,
        ref: referral ?? undefined,
      });
      markCodeSent(v.email);
      navigate(stepPath('account-confirmation', { email: v.email.trim().toLowerCase() }));
    } catch {
      // Shown from the mutation state.
    }
  };
  const pw = {
    required: true,
    autoComplete: 'new-password',
    visible,
    onVisibilityChange: setVisible,
    leftSection: <IconLock size={18} aria-hidden />,
    ...passwordToggleProps(visible),
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {M.createTitle}
        </Title>
        <Text c="dimmed">{M.createLead}</Text>
        {referral ? (
          <Text size="sm" c="brand.7" data-testid="onboarding-referral">
            {M.referral(referral)}
          </Text>
        ) : null}
      </Stack>
      <form
        noValidate
        aria-label={M.createTitle}
        data-testid="sign-up-form"
        onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, order))}
      >
        <Stack gap="md">
          <FormAlert message={signUp.isError ? errorMessage(signUp.error) : null} />
          <TextInput
            label={M.name}
            autoComplete="name"
            required
            leftSection={<IconUser size={18} aria-hidden />}
            {...form.getInputProps('name')}
            data-testid="sign-up-name"
          />
          <TextInput
            label={M.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            placeholder="nombre@empresa.cl"
            required
            leftSection={<IconAt size={18} aria-hidden />}
            {...form.getInputProps('email')}
            data-testid="sign-up-email"
          />
          <PasswordInput
            {...pw}
            label={M.password}
            description={M.passwordHint}
            {...form.getInputProps('password')}
            data-testid="sign-up-password"
          />
          <PasswordInput
            {...pw}
            label={M.passwordConfirmation}
            {...form.getInputProps('password_confirmation')}
            data-testid="sign-up-password-confirmation"
          />
          <Checkbox
            {...form.getInputProps('terms_accepted', { type: 'checkbox' })}
            data-testid="sign-up-terms"
            label={
              <>
                {M.termsLabel}{' '}
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => setTermsOpen(true)}
                  data-testid="sign-up-terms-link"
                >
                  {M.termsLink}
                </Anchor>
              </>
            }
          />
          <Button type="submit" size="md" fullWidth loading={signUp.isPending} data-testid="sign-up-submit">
            {M.createButton}
          </Button>
          <Text size="sm" ta="center">
            {M.haveAccount}{' '}
            <Anchor component={Link} to="/login-cl" fw={600}>
              {M.signIn}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <TermsModal opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </Stack>
  );
}
