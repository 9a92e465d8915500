// 'Importar desde SII': drop the RCV CSV exports or DTE XML files; the answer says how many documents
// were new, updated or unchanged, or which file failed; rows that break the SII's rules are listed
// and the user chooses to import nothing or only the valid rows.
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MAX_IMPORT_FILES, MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { IconAlertCircle, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useCurrentBusiness } from '../../../lib/current-business';
import { notifyError } from '../../../lib/notify';
import { useUpdateBusiness } from '../../businesses';
import { useInvoicePeriods } from '../api/list';
import { rowsRejected, useImportInvoices } from '../api/invoice-imports';
import type { OperationType } from '../api/types';
import { IMPORT_MSG } from '../utils/messages';
import { type CollectionsStart, CollectionsStartChoice, chosenDay } from './collections-start';
import { ImportProblems } from './import-problems';
import { ImportSummary } from './import-summary';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/xml': ['.xml'],
  'application/xml': ['.xml'],
};
/** The API's limits. */
const MAX_BYTES = MAX_IMPORT_FILE_BYTES;
const MAX_FILES = MAX_IMPORT_FILES;

export function ImportModal({
  opened,
  onClose,
  page,
}: {
  opened: boolean;
  onClose: () => void;
  /** The list the modal was opened from: the answer says when the files held the other register. */
  page?: OperationType;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);
  const importer = useImportInvoices();
  const { business, businessId, canWrite } = useCurrentBusiness();
  const spans = useInvoicePeriods();
  const updateBusiness = useUpdateBusiness(businessId ?? 0);
  const [start, setStart] = useState<CollectionsStart>({ scope: 'all' });
  // The first import of a business that has not chosen: ask from when collection is managed.
  const firstImport =
    canWrite &&
    business !== null &&
    business.collections_since === null &&
    spans.data !== undefined &&
    spans.data.periods.VENTA === null &&
    spans.data.periods.COMPRA === null;
  const day = firstImport ? chosenDay(start) : null;

  const submit = async () => {
    if (day === undefined) return;
    if (day !== null && business) {
      try {
        const b = business;
        await updateBusiness.mutateAsync({
          fantasy_name: b.fantasy_name,
          email: b.email,
          phone: b.phone,
          address: b.address,
          commune: b.commune,
          activity: b.activity,
          collections_since: day,
        });
      } catch (err) {
        notifyError(err);
        return;
      }
    }
    importer.mutate({ files, mode: 'all' });
  };

  const close = () => {
    setFiles([]);
    setRejected(null);
    importer.reset();
    onClose();
  };

  const onReject = (rejections: FileRejection[]) => {
    const names = rejections.map((r) => r.file.name).join(', ');
    setRejected(IMPORT_MSG.rejected(names));
  };

  const result = importer.data?.import ?? null;
  const problems = rowsRejected(importer.error);

  return (
    <Modal opened={opened} onClose={close} title={IMPORT_MSG.title} size="lg">
      {result ? (
        <ImportSummary
          result={result}
          page={page}
          onDone={close}
          onMore={() => {
            setFiles([]);
            importer.reset();
          }}
        />
      ) : problems ? (
        <ImportProblems
          rejected={problems}
          pending={importer.isPending}
          onNothing={() => {
            setFiles([]);
            importer.reset();
          }}
          onValidRows={() => importer.mutate({ files, mode: 'valid_rows' })}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {IMPORT_MSG.intro}
          </Text>
          <Dropzone
            data-testid="import-dropzone"
            onDrop={(dropped) => {
              setRejected(null);
              importer.reset();
              setFiles((prev) => [...prev, ...dropped].slice(0, MAX_FILES));
            }}
            onReject={onReject}
            accept={ACCEPT}
            maxSize={MAX_BYTES}
            multiple
            loading={importer.isPending}
            aria-label={IMPORT_MSG.dropLabel}
          >
            <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={44} stroke={1.5} color="var(--mantine-color-brand-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileUpload size={44} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text size="md" fw={600}>
                  {IMPORT_MSG.drop}
                </Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {IMPORT_MSG.dropHint}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {files.length > 0 && (
            // A long name is cut with an ellipsis, never the button beside it (a phone's modal).
            <Stack
              component="ul"
              gap={4}
              aria-label={IMPORT_MSG.toImport}
              style={{ listStyle: 'disc', paddingInlineStart: 20, margin: 0 }}
            >
              {files.map((f, i) => (
                <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" truncate="end" miw={0} title={f.name}>
                      {f.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      style={{ flexShrink: 0 }}
                      aria-label={IMPORT_MSG.removeFile(f.name)}
                      onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                    >
                      {IMPORT_MSG.remove}
                    </Button>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
          {firstImport ? <CollectionsStartChoice value={start} onChange={setStart} /> : null}
          {rejected && (
            <Alert color="orange" icon={<IconAlertCircle size={18} />}>
              {rejected}
            </Alert>
          )}
          {importer.isError && (
            <Alert
              color="red"
              title={IMPORT_MSG.failed}
              icon={<IconAlertCircle size={18} />}
              data-testid="import-error"
            >
              {errorMessage(importer.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {IMPORT_MSG.cancel}
            </Button>
            <Button
              data-testid="import-submit"
              disabled={files.length === 0 || day === undefined}
              loading={importer.isPending || updateBusiness.isPending}
              onClick={submit}
            >
              {IMPORT_MSG.submit(files.length)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
