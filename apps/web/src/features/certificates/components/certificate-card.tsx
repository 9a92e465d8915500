// The stored certificate: holder, RUT, issuer, validity dates and a badge; a banner when it is
// expired or within the 30-day warning; delete with a confirmation.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BusinessCertificate } from '@portal/contracts';
import { IconAlertTriangle, IconCertificate, IconTrash } from '@tabler/icons-react';
import { InfoList } from '../../../components/ui/info-list';
import { answeredMessage } from '../../../lib/api';
import { EMPTY_VALUE, displayDate, displayRut } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveCertificate } from '../api/certificates';
import { CERTIFICATE_MSG as M, VALIDITY_BADGE, validityNotice } from '../messages';

export function CertificateCard({
  certificate: c,
  canWrite,
  onReplace,
}: {
  certificate: BusinessCertificate;
  canWrite: boolean;
  onReplace: () => void;
}) {
  const remove = useRemoveCertificate();
  const badge = VALIDITY_BADGE[c.validity];
  const notice = validityNotice(c);
  const confirm = () =>
    modals.openConfirmModal({
      title: M.removeTitle,
      children: <Text size="sm">{M.removeQuestion}</Text>,
      labels: { confirm: M.removeConfirm, cancel: M.cancel },
      confirmProps: { color: 'red', 'data-testid': 'certificate-remove-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () => notifySuccess(M.removed),
          // A failed delete leaves the certificate uploaded (spec §4): the card stays as it was.
          onError: (err) => notifyError(answeredMessage(err, M.deleteError), M.deleteError),
        }),
    });

  return (
    <Card withBorder padding="lg" data-testid="certificate-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconCertificate size={28} aria-hidden color="var(--mantine-color-blue-6)" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }} data-testid="certificate-holder">
                {c.holder_name}
              </Title>
              <Text size="sm" c="dimmed">
                {c.file_name ?? EMPTY_VALUE}
              </Text>
            </Stack>
          </Group>
          <Badge color={badge.color} variant="light" size="lg" data-testid="certificate-validity">
            {badge.label}
          </Badge>
        </Group>
        {notice ? (
          <Alert
            color={c.validity === 'expired' ? 'red' : 'yellow'}
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="certificate-notice"
          >
            {notice}
          </Alert>
        ) : null}
        <InfoList
          cols={{ base: 1, xs: 2 }}
          items={[
            {
              label: M.rut,
              value: c.holder_rut ? displayRut(c.holder_rut) : M.noRut,
              testId: 'certificate-rut',
            },
            { label: M.issuer, value: c.issuer, testId: 'certificate-issuer' },
            { label: M.validFrom, value: displayDate(c.not_before), testId: 'certificate-from' },
            { label: M.validTo, value: displayDate(c.not_after), testId: 'certificate-to' },
            { label: M.uploadedAt, value: displayDate(c.created_at) },
          ]}
        />
        {canWrite ? (
          <Group gap="sm">
            <Button variant="default" onClick={onReplace} data-testid="certificate-replace">
              {M.replace}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={confirm}
              loading={remove.isPending}
              data-testid="certificate-remove"
            >
              {M.remove}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
