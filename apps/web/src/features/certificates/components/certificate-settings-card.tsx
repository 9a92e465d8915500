// On Configuración: the way to /configuracion/certificado-digital, shown only where its route is
// active (the spec keeps it inactive; the demo's user has it on).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRouteActive } from '../../../lib/flags';
import { CERTIFICATE_MSG as M } from '../messages';

export function CertificateSettingsCard() {
  if (!useRouteActive('Certificado digital')) return null;
  return (
    <Card withBorder padding="lg" data-testid="settings-certificate">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconCertificate size={26} aria-hidden color="var(--mantine-color-blue-6)" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg">
              {M.title}
            </Title>
            <Text size="sm" c="dimmed">
              {M.settingsLead}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/configuracion/certificado-digital" variant="light">
          {M.settingsOpen}
        </Button>
      </Group>
    </Card>
  );
}
