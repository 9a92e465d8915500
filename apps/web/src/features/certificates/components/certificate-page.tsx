// /configuracion/certificado-digital: the business's certificate (spec §4: uploaded or not
// uploaded). Not uploaded: the upload form. Uploaded: its card, and a new upload replaces it.
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useCertificates } from '../api/certificates';
import { CERTIFICATE_MSG as M } from '../messages';
import { CertificateCard } from './certificate-card';
import { UploadForm } from './upload-form';

export function CertificatePage() {
  const { canWrite } = useCurrentBusiness();
  const list = useCertificates();
  const [replacing, setReplacing] = useState(false);
  const certificate = list.data?.business_credentials[0] ?? null;

  let body: React.ReactNode;
  if (list.isPending) body = <Skeleton height={260} radius="md" />;
  else if (list.isError && !list.data)
    body = <LoadError message={M.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  else if (certificate)
    body = (
      <Stack gap="md">
        <CertificateCard certificate={certificate} canWrite={canWrite} onReplace={() => setReplacing(true)} />
        {replacing && canWrite ? (
          <Card withBorder padding="lg">
            <UploadForm onDone={() => setReplacing(false)} onCancel={() => setReplacing(false)} />
          </Card>
        ) : null}
      </Stack>
    );
  else
    body = (
      <Card withBorder padding="lg" data-testid="certificate-empty">
        <Stack gap="lg">
          <EmptyState
            icon={<IconCertificate size={24} aria-hidden />}
            title={M.notUploadedTitle}
            description={M.notUploaded}
          />
          {canWrite ? <UploadForm /> : null}
        </Stack>
      </Card>
    );

  return (
    <Stack gap="md" data-testid="certificate-page">
      <PageHeader title={M.title} description={M.description} />
      {!canWrite ? (
        <Text size="sm" c="dimmed">
          {M.readOnly}
        </Text>
      ) : null}
      {body}
    </Stack>
  );
}
