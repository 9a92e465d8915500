// Receipts to add (a drop zone: PDF, JPG or PNG up to 10 MB, at most 5 per expense) and, when
// editing, the saved ones, each with a toggle to remove it on save.
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { EXPENSE_MAX_RECEIPTS, EXPENSE_RECEIPT_MAX_BYTES, type ExpenseDocument } from '@portal/contracts';
import { IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { notifyError } from '../../../lib/notify';
import { FORM_MSG } from '../messages';

const ACCEPT = ['application/pdf', 'image/png', 'image/jpeg'];

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024)).toLocaleString('es-CL')} KB`;

export function ReceiptsInput({
  files,
  setFiles,
  saved,
  removed,
  toggleRemoved,
}: {
  files: File[];
  setFiles: (f: File[]) => void;
  saved: ExpenseDocument[];
  removed: number[];
  toggleRemoved: (id: number) => void;
}) {
  const room = EXPENSE_MAX_RECEIPTS - (saved.length - removed.length) - files.length;
  const add = (more: File[]) => {
    if (more.length > room) notifyError(FORM_MSG.tooMany);
    setFiles([...files, ...more.slice(0, Math.max(0, room))]);
  };
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          {FORM_MSG.receipts}
        </Text>
        <Text size="xs" c="dimmed">
          {FORM_MSG.receiptsHint}
        </Text>
      </div>
      {saved.length > 0 ? (
        <Stack gap={6} aria-label={FORM_MSG.current}>
          {saved.map((d) => {
            const gone = removed.includes(d.id);
            return (
              <Paper
                key={d.id}
                withBorder
                p="xs"
                radius="sm"
                opacity={gone ? 0.6 : 1}
                data-testid="saved-receipt"
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    {d.ext_name === 'pdf' ? (
                      <IconFileTypePdf size={18} aria-hidden />
                    ) : (
                      <IconPhoto size={18} aria-hidden />
                    )}
                    <Text size="sm" truncate td={gone ? 'line-through' : undefined}>
                      {d.name}
                    </Text>
                    {gone ? (
                      <Badge size="xs" color="red" variant="light">
                        {FORM_MSG.willRemove}
                      </Badge>
                    ) : null}
                  </Group>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color={gone ? 'gray' : 'red'}
                    onClick={() => toggleRemoved(d.id)}
                  >
                    {gone ? FORM_MSG.keep : FORM_MSG.remove}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      {files.map((f, i) => (
        <Paper
          key={`${f.name}-${f.size}-${f.lastModified}`}
          withBorder
          p="xs"
          radius="sm"
          data-testid="new-receipt"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {f.type === 'application/pdf' ? (
                <IconFileTypePdf size={18} aria-hidden />
              ) : (
                <IconPhoto size={18} aria-hidden />
              )}
              <Text size="sm" truncate>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {kb(f.size)}
              </Text>
            </Group>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${FORM_MSG.remove} ${f.name}`}
              onClick={() => setFiles(files.filter((_, j) => j !== i))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {room > 0 ? (
        <Dropzone
          data-testid="receipts-dropzone"
          onDrop={add}
          onReject={(rejected) => {
            for (const r of rejected) notifyError(FORM_MSG.rejectedFile(r.file.name));
          }}
          accept={ACCEPT}
          maxSize={EXPENSE_RECEIPT_MAX_BYTES}
          multiple
          aria-label={FORM_MSG.drop}
        >
          <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={30} stroke={1.5} color="var(--mantine-color-brand-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={30} stroke={1.5} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconUpload size={30} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <Text size="sm" ta="center" maw={320}>
              {FORM_MSG.drop}
            </Text>
          </Group>
        </Dropzone>
      ) : null}
    </Stack>
  );
}
