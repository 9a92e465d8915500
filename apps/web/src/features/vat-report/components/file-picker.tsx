// Files of one kind for the report: those already uploaded (deleted after a confirmation) and the
// new ones the wizard uploads once the report is sent. Only PDF, PNG or JPEG of up to 10 MB.
import { ActionIcon, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { VAT_DOCUMENT_MAX_BYTES, type VatDocument } from '@portal/contracts';
import { IconPaperclip, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { useDeleteVatDocument } from '../api/vat-report';
import { WIZARD_MSG } from '../messages';

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
const ok = (f: File) => f.size > 0 && f.size <= VAT_DOCUMENT_MAX_BYTES && /\.(pdf|png|jpe?g)$/i.test(f.name);

export function FilePicker({
  label,
  saved,
  files,
  onChange,
  canDelete,
  testId,
}: {
  label: string;
  saved: readonly VatDocument[];
  files: readonly File[];
  onChange: (files: File[]) => void;
  canDelete: boolean;
  testId: string;
}) {
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteVatDocument();
  const confirmDelete = (d: VatDocument) =>
    modals.openConfirmModal({
      title: WIZARD_MSG.confirmDeleteTitle,
      children: <Text size="sm">{WIZARD_MSG.confirmDelete(d.name)}</Text>,
      labels: { confirm: WIZARD_MSG.remove, cancel: WIZARD_MSG.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(d.id, { onError: (e) => notifyError(e) }),
    });

  return (
    <Stack gap="xs" data-testid={testId}>
      <FileInput
        label={label}
        placeholder={WIZARD_MSG.dropFiles}
        multiple
        clearable={false}
        accept={ACCEPT}
        value={[]}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        error={error}
        onChange={(picked) => {
          const bad = picked.filter((f) => !ok(f));
          setError(bad.length > 0 ? bad.map((f) => WIZARD_MSG.rejectedFile(f.name)).join(' ') : null);
          onChange([...files, ...picked.filter(ok)]);
        }}
      />
      {saved.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            {WIZARD_MSG.savedFiles}
          </Text>
          <List spacing={4} size="sm">
            {saved.map((d) => (
              <List.Item key={d.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" truncate maw={260}>
                    {d.name}
                  </Text>
                  {canDelete && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="sm"
                      aria-label={WIZARD_MSG.deleteFile(d.name)}
                      onClick={() => confirmDelete(d)}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
      {files.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            {WIZARD_MSG.newFiles}
          </Text>
          <List spacing={4} size="sm">
            {files.map((f, i) => (
              <List.Item key={`${f.name}-${f.size}-${f.lastModified}`}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" truncate maw={260}>
                    {f.name}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={WIZARD_MSG.removeFile(f.name)}
                    onClick={() => onChange(files.filter((_, j) => j !== i))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
