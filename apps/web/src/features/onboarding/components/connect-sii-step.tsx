import { Button, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { displayRut } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useStoredBusinessId } from '../../../lib/session';
import { DASHBOARD_PATH } from '../../../shared/route-table';
import { useBusiness } from '../../../lib/current-business';
import { useSaveSiiCredential } from '../api/onboarding';
import { ONBOARDING_MSG as M } from '../messages';
import { FormAlert } from '../../../components/ui/form-alert';

/** Connect the SII (skippable): the key is stored sealed; checking it with the SII is a deployment adapter. */
export function ConnectSiiStep() {
  const businessId = useStoredBusinessId();
  const business = useBusiness(businessId);
  const save = useSaveSiiCredential(businessId ?? 0);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const done = () => navigate(DASHBOARD_PATH, { replace: true });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    try {
      await save.mutateAsync(password);
      notifySuccess(M.siiSaved);
      done();
    } catch {
      // Shown from the mutation state.
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {M.siiTitle}
        </Title>
        <Text c="dimmed">{M.siiLead(business.data ? displayRut(business.data.rut) : 'tu empresa')}</Text>
      </Stack>
      <form noValidate onSubmit={submit} aria-label={M.siiTitle} data-testid="sii-form">
        <Stack gap="md">
          <FormAlert message={save.isError ? errorMessage(save.error) : null} />
          <PasswordInput
            label={M.siiPassword}
            autoComplete="off"
            leftSection={<IconLock size={18} aria-hidden />}
            value={password}
            error={missing && !password ? 'Ingresa tu clave del SII.' : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
            data-testid="sii-password"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Button variant="default" size="md" onClick={done} data-testid="sii-skip">
              {M.siiSkip}
            </Button>
            <Button type="submit" size="md" loading={save.isPending} data-testid="sii-submit">
              {M.siiSave}
            </Button>
          </SimpleGrid>
        </Stack>
      </form>
    </Stack>
  );
}
