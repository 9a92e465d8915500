import { Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { hasSession } from '../../../lib/session';
import { DASHBOARD_PATH } from '../../../shared/route-table';
import { errorMessage } from '../../../lib/api';
import { confirmToken } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { leavesForDashboard, stepPath } from '../steps';

/** /on-boarding/token-confirmation?token=…: the mail's link confirms the account and signs in. */
export function TokenConfirmation({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(
    token ? null : 'El enlace no trae un código de confirmación.',
  );
  const started = useRef(false);
  const [signedInBefore] = useState(hasSession);

  useEffect(() => {
    if (!token || started.current || signedInBefore) return;
    started.current = true;
    confirmToken(token)
      .then(() => navigate(stepPath('business-and-personal-data'), { replace: true }))
      .catch((err: unknown) => setError(errorMessage(err)));
  }, [token, navigate, signedInBefore]);

  if (leavesForDashboard('token-confirmation', signedInBefore))
    return <Navigate to={DASHBOARD_PATH} replace />;
  if (!error) {
    return (
      <Stack align="center" gap="md" py="xl" aria-busy="true">
        <Loader />
        <Text>{M.tokenChecking}</Text>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" role="alert" data-testid="token-invalid">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconAlertCircle size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {M.tokenFailedTitle}
        </Title>
        <Text>{error}</Text>
        <Button component={Link} to={stepPath('account-confirmation')}>
          {M.tokenAskAgain}
        </Button>
      </Stack>
    </Paper>
  );
}
