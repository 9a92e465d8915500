import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconAt, IconLock } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { currentBrand } from '../../../app/brand';
import { pickBusinessId } from '../../../app/business-rules';
import { safeRedirectTarget } from '../../../app/guards';
import { errorMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { getBusinessId, setAuth, setBusinessId } from '../../../lib/session';
import { useRouteActive } from '../../flags/api/flags';
import { profileQuery } from '../api/profile';
import { useSignIn } from '../api/sign-in';
import { checkLogin, hasErrors } from '../password-rules';
import { passwordToggleProps } from './password-visibility';

export function LoginForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const recoveryActive = useRouteActive('RecoveryPassword');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [loadingProfile, setLoadingProfile] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin(email, password);
    setErrors(found);
    if (hasErrors(found)) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setServerError(null);
    // Nothing of a previous session may leak into this one (public flags stay).
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'flags' });
    try {
      await signIn.mutateAsync({ email, password });
    } catch (err) {
      setServerError(errorMessage(err));
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
          Inicia sesión
        </Title>
        <Text c="dimmed">Ingresa con el correo y la contraseña de tu cuenta en {currentBrand.name}.</Text>
      </Stack>

      <form onSubmit={onSubmit} noValidate aria-label="Iniciar sesión" data-testid="login-form">
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
            </Alert>
          ) : null}
          <TextInput
            ref={emailRef}
            label="Correo electrónico"
            placeholder="nombre@empresa.cl"
            type="email"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
            }}
            error={errors.email}
            leftSection={<IconAt size={18} aria-hidden />}
            data-testid="login-email"
          />
          <PasswordInput
            ref={passwordRef}
            label="Contraseña"
            placeholder="Tu contraseña"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.currentTarget.value);
              if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
            }}
            error={errors.password}
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
                ¿Olvidaste tu contraseña?
              </Anchor>
            </Group>
          ) : null}
          <Button type="submit" size="md" fullWidth loading={busy} mt="xs" data-testid="login-submit">
            Ingresar
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
