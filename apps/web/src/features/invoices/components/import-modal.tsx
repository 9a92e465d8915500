// 'Importar desde SII': drop the RCV CSV exports or DTE XML files; the answer says how many documents
// were new, updated, unchanged or rejected, or which line failed.
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MAX_IMPORT_FILES, MAX_IMPORT_FILE_BYTES } from '@portal/contracts';
import { IconAlertCircle, IconCircleCheck, IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useImportInvoices } from '../api/invoice-imports';
import { chileDate } from '../utils/display';
import type { ImportResult } from '../api/types';
import { documentsCount, IMPORT_MSG, LIST_MSG } from '../utils/messages';

const ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/xml': ['.xml'],
  'application/xml': ['.xml'],
};
/** The API's limits. */
const MAX_BYTES = MAX_IMPORT_FILE_BYTES;
const MAX_FILES = MAX_IMPORT_FILES;

export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);
  const importer = useImportInvoices();

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

  return (
    <Modal opened={opened} onClose={close} title={IMPORT_MSG.title} size="lg">
      {result ? (
        <ImportSummary
          result={result}
          onDone={close}
          onMore={() => {
            setFiles([]);
            importer.reset();
          }}
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
            <List size="sm" spacing={4} aria-label={IMPORT_MSG.toImport}>
              {files.map((f, i) => (
                <List.Item key={`${f.name}-${f.size}-${f.lastModified}`}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" truncate="end">
                      {f.name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="gray"
                      aria-label={IMPORT_MSG.removeFile(f.name)}
                      onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                    >
                      {IMPORT_MSG.remove}
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
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
              disabled={files.length === 0}
              loading={importer.isPending}
              onClick={() => importer.mutate(files)}
            >
              {IMPORT_MSG.submit(files.length)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ImportSummary({
  result,
  onDone,
  onMore,
}: {
  result: ImportResult;
  onDone: () => void;
  onMore: () => void;
}) {
  const stats = [
    { label: IMPORT_MSG.counts.new, value: result.new, color: 'teal' },
    { label: IMPORT_MSG.counts.updated, value: result.updated, color: 'brand' },
    { label: IMPORT_MSG.counts.unchanged, value: result.unchanged, color: 'gray' },
    {
      label: IMPORT_MSG.counts.rejected,
      value: result.rejected,
      color: result.rejected > 0 ? 'red' : 'gray',
    },
  ];
  return (
    <Stack gap="md" data-testid="import-result">
      <Group gap="sm">
        <ThemeIcon color="teal" variant="light" size="lg" radius="xl">
          <IconCircleCheck size={20} />
        </ThemeIcon>
        <div>
          <Text fw={600}>{IMPORT_MSG.done}</Text>
          {result.last_updated && (
            <Text size="sm" c="dimmed">
              {LIST_MSG.updatedAt(chileDate(result.last_updated))}
            </Text>
          )}
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="import-counts">
        {stats.map((s) => (
          <Stack
            key={s.label}
            gap={2}
            align="center"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            <Text size="xl" fw={700} c={`${s.color}.7`}>
              {s.value.toLocaleString('es-CL')}
            </Text>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {result.files.length > 0 && (
        <List size="sm" spacing={2} aria-label={IMPORT_MSG.imported}>
          {result.files.map((f) => (
            <List.Item key={f.name}>
              {f.name} · {IMPORT_MSG.kind[f.kind]} · {documentsCount(f.documents)}
            </List.Item>
          ))}
        </List>
      )}
      {result.warnings.length > 0 && (
        <Alert color="yellow" title={IMPORT_MSG.warnings} icon={<IconAlertCircle size={18} />}>
          <List size="sm" spacing={2}>
            {result.warnings.slice(0, 10).map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
          {result.warnings.length > 10 && (
            <Text size="xs" c="dimmed" mt={4}>
              {IMPORT_MSG.moreWarnings(result.warnings.length - 10)}
            </Text>
          )}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onMore}>
          {IMPORT_MSG.more}
        </Button>
        <Button onClick={onDone}>{IMPORT_MSG.ok}</Button>
      </Group>
    </Stack>
  );
}
