// /oauth2-callback (spec §2.6): the provider sends the browser back here; the API exchanges the
// code and opens the session, the profile loads, and the user goes to the dashboard. Any failure
// shows the reason in Spanish and leads back to the root path.
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { getBusinessId, setAuth, setBusinessId } from '../../../lib/session';
import { pickBusinessId } from '../../../shared/business-rules';
import { profileQuery } from '../../../lib/profile';
import { finishProviderSignIn } from '../api/oidc';
import { OIDC_MSG } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

export function CallbackScreen() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: the provider's code and state work a single time.
    if (started.current) return;
    started.current = true;
    const search = window.location.search;
    const params = new URLSearchParams(search);
    if (!params.get('state') || !(params.get('code') || params.get('error'))) {
      setError(OIDC_MSG.missingAnswer);
      return;
    }
    void (async () => {
      // Nothing of a previous session may leak into this one (public flags stay).
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'flags' });
      try {
        await finishProviderSignIn(search);
        const profile = await queryClient.fetchQuery(profileQuery());
        setBusinessId(pickBusinessId(profile, getBusinessId()));
        navigate('/dashboard', { replace: true });
      } catch (err) {
        setAuth(null);
        setError(errorMessage(err));
      }
    })();
  }, [navigate]);

  if (!error) {
    return (
      <Stack align="center" gap="md" py="xl" data-testid="oidc-finishing">
        <Loader aria-hidden />
        <Text>{OIDC_MSG.finishing}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg" data-testid="oidc-callback-error">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {OIDC_MSG.errorTitle}
      </Title>
      <FormAlert message={error} />
      <Button component={Link} to="/" replace size="md" data-testid="oidc-back-home">
        {OIDC_MSG.backHome}
      </Button>
    </Stack>
  );
}
