// "Ingresar con …" on the sign-in screen, loaded apart from it (lazy): only when the deployment
// configured a provider.
import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { answeredMessage } from '../../../lib/api';
import { oidcStatusQuery, providerUrl } from '../api/oidc';
import { OIDC_MSG } from '../messages';

export default function ProviderButton() {
  const status = useQuery(oidcStatusQuery());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!status.data?.enabled || !status.data.provider_name) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await providerUrl());
    } catch (err) {
      setError(answeredMessage(err, OIDC_MSG.startFailed));
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={OIDC_MSG.or} labelPosition="center" />
      <Button
        variant="default"
        size="md"
        fullWidth
        loading={busy}
        onClick={() => void start()}
        leftSection={<IconKey size={18} aria-hidden />}
        data-testid="oidc-sign-in"
      >
        {OIDC_MSG.signInWith(status.data.provider_name)}
      </Button>
      {error ? (
        <Text c="red" size="sm" role="alert" data-testid="oidc-start-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
