// 'Documento': the invoice's PDF or image — upload it, replace it, see it.
import '@mantine/dropzone/styles.css';
import { Anchor, Box, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileTypePdf, IconUpload, IconX } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME,
  useInvoiceDocument,
  useUploadDocument,
} from '../../api/invoice-documents';
import type { InvoiceDetail } from '../../api/types';
import { DOCUMENT_ERROR, DOCUMENT_MSG } from '../../utils/messages';
import { LoadError } from '../../../../components/ui/states';

export function DocumentTab({ invoice }: { invoice: InvoiceDetail }) {
  const invoiceId = invoice.id;
  const folio = invoice.folio;
  const doc = useInvoiceDocument(invoiceId, invoice.file);
  const upload = useUploadDocument(invoiceId);
  const type = doc.blob?.type || invoice.file?.content_type || '';

  const onDrop = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(DOCUMENT_MSG.uploaded),
      onError: () => notifyError(DOCUMENT_ERROR),
    });
  };

  return (
    <Stack gap="md">
      {invoice.file && doc.isPending ? (
        <Skeleton height={320} radius="md" />
      ) : doc.isError ? (
        <LoadError message={DOCUMENT_ERROR} onRetry={() => doc.refetch()} retrying={doc.isFetching} />
      ) : doc.url ? (
        <Stack gap="xs" data-testid="document-view">
          {type.startsWith('image/') ? (
            <Image src={doc.url} alt={DOCUMENT_MSG.alt(folio)} radius="md" mah={560} fit="contain" />
          ) : (
            <Box
              component="iframe"
              src={doc.url}
              title={DOCUMENT_MSG.alt(folio)}
              style={{
                width: '100%',
                height: 520,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 8,
              }}
            />
          )}
          <Anchor
            href={doc.url}
            download={`factura-${folio}${type.startsWith('image/') ? '' : '.pdf'}`}
            size="sm"
          >
            {DOCUMENT_MSG.download}
          </Anchor>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {DOCUMENT_MSG.none}
        </Text>
      )}

      <Dropzone
        data-testid="document-dropzone"
        onDrop={onDrop}
        onReject={() => notifyError(DOCUMENT_MSG.rejected)}
        accept={DOCUMENT_MIME}
        maxSize={DOCUMENT_MAX_BYTES}
        multiple={false}
        loading={upload.isPending}
        aria-label={DOCUMENT_MSG.dropLabel}
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} stroke={1.5} color="var(--mantine-color-brand-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypePdf size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text fw={600} size="sm">
              {doc.url ? DOCUMENT_MSG.replace : DOCUMENT_MSG.upload}
            </Text>
            <Text size="xs" c="dimmed">
              {DOCUMENT_MSG.dropHint}
            </Text>
          </div>
        </Group>
      </Dropzone>
    </Stack>
  );
}
