import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import type { SignInForm } from '@portal/contracts';
import { Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentBrand } from '../../../shared/brand';
import { pickBusinessId } from '../../../shared/business-rules';
import { safeRedirectTarget } from '../../../shared/guards';
import { ApiError, NETWORK_ERROR, errorMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { getBusinessId, setAuth, setBusinessId } from '../../../lib/session';
import { useRouteActive } from '../../../lib/flags';
import { profileQuery } from '../../../lib/profile';
import { useSignIn } from '../api/sign-in';
import { focusFirstError } from '../../../lib/form-focus';
import { lazySchemaResolver } from '../../../lib/lazy-form';
import { SIGN_IN_MSG } from '../sign-in-messages';
// "Ingresar con …" and the ways into sign-up are lazy chunks of their features: the first screen
// stays inside its budget.
import { ProviderButton } from '../../oidc';
import { SignUpHint } from '../../onboarding';
import { passwordToggleProps } from '../../../components/ui/password-visibility';

// The sign-in schema (and zod with it) loads when the user starts typing, not with the screen.
const signInSchema = lazySchemaResolver(() =>
  import('@portal/contracts/auth-forms').then((forms) => forms.signInForm),
);

export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const recoveryActive = useRouteActive('RecoveryPassword');
  const form = useForm<SignInForm>({
    name: 'login',
    initialValues: { email: '', password: '' },
    validate: signInSchema.validate,
  });
  const [visible, setVisible] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // An account not confirmed yet (403 after the right password): offer its code screen.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const signUpActive = useRouteActive('Onboarding');
  const [loadingProfile, setLoadingProfile] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async ({ email, password }: SignInForm) => {
    setServerError(null);
    setUnconfirmed(null);
    // Nothing of a previous session may leak into this one (public flags stay).
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'flags' });
    try {
      await signIn.mutateAsync({ email, password });
    } catch (err) {
      setServerError(errorMessage(err));
      setUnconfirmed(err instanceof ApiError && err.status === 403 ? email.trim().toLowerCase() : null);
      passwordRef.current?.select();
      return;
    }
    setLoadingProfile(true);
    try {
      const profile = await queryClient.fetchQuery(profileQuery());
      setBusinessId(pickBusinessId(profile, getBusinessId()));
      navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
    } catch (err) {
      setAuth(null);
      setServerError(errorMessage(err));
      setLoadingProfile(false);
    }
  };

  const busy = signIn.isPending || loadingProfile;

  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {SIGN_IN_MSG.loginTitle}
        </Title>
        <Text c="dimmed">{SIGN_IN_MSG.loginLead(currentBrand.name)}</Text>
      </Stack>

      <form
        onFocus={() => void signInSchema.ready().catch(() => undefined)}
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await signInSchema.ready();
          } catch {
            setServerError(NETWORK_ERROR);
            return;
          }
          form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ['email', 'password']))();
        }}
        noValidate
        aria-label="Iniciar sesión"
        data-testid="login-form"
      >
        <Stack gap="md">
          {serverError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} aria-hidden />}
              role="alert"
              data-testid="login-error"
            >
              {serverError}
              {unconfirmed && signUpActive ? (
                <Suspense fallback={null}>
                  <SignUpHint unconfirmed={unconfirmed} />
                </Suspense>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label="Correo electrónico"
            placeholder="nombre@empresa.cl"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
            leftSection={<IconAt size={18} aria-hidden />}
            data-testid="login-email"
          />
          <PasswordInput
            ref={passwordRef}
            label="Contraseña"
            placeholder="Tu contraseña"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            visible={visible}
            onVisibilityChange={setVisible}
            leftSection={<IconLock size={18} aria-hidden />}
            data-testid="login-password"
            {...passwordToggleProps(visible)}
          />
          {recoveryActive ? (
            <Group justify="flex-end" mt={-4}>
              <Anchor
                component={Link}
                to="/recovery-password"
                size="sm"
                fw={500}
                data-testid="forgot-password-link"
              >
                {SIGN_IN_MSG.forgotPassword}
              </Anchor>
            </Group>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={busy} mt="xs" data-testid="login-submit">
            {SIGN_IN_MSG.signInButton}
          </Button>
          {signUpActive ? (
            <Suspense fallback={null}>
              <SignUpHint />
            </Suspense>
          ) : null}
        </Stack>
      </form>
      <Suspense fallback={null}>
        <ProviderButton />
      </Suspense>
    </Stack>
  );
}
