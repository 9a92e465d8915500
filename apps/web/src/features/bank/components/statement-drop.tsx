// Where a cartola goes into an account: a small drop zone that also opens the file picker (keyboard:
// Enter or Space), and the drag-and-drop rule for a whole row or card (files dropped on it).
import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { BM_STATEMENT_MAX_BYTES } from '@portal/contracts';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { IMPORT_MSG } from '../messages';

export const STATEMENT_ACCEPT = {
  'application/x-ofx': ['.ofx', '.qfx'],
  'application/vnd.intu.qfx': ['.qfx'],
  'text/xml': ['.xml'],
  'application/xml': ['.xml'],
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.txt'],
};
const EXTENSIONS = /\.(ofx|qfx|xml|csv|txt)$/i;

/** The files a drop on a row brings that the import takes; the others by name. */
export function splitDropped(files: readonly File[]): { ok: File[]; refused: string[] } {
  const ok: File[] = [];
  const refused: string[] = [];
  for (const f of files) {
    if (EXTENSIONS.test(f.name) && f.size <= BM_STATEMENT_MAX_BYTES) ok.push(f);
    else refused.push(f.name);
  }
  return { ok, refused };
}

export function StatementDrop({
  label,
  loading,
  disabled,
  onFiles,
  onRefused,
  compact,
}: {
  label: string;
  loading: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  onRefused: (names: string) => void;
  compact?: boolean;
}) {
  return (
    <Dropzone
      onDrop={(files) => files.length > 0 && onFiles(files)}
      onReject={(r: FileRejection[]) => onRefused(r.map((x) => x.file.name).join(', '))}
      accept={STATEMENT_ACCEPT}
      maxSize={BM_STATEMENT_MAX_BYTES}
      multiple
      loading={loading}
      disabled={disabled}
      aria-label={label}
      p={compact ? 6 : 'sm'}
      data-testid="statement-drop"
    >
      <Group gap="xs" justify="center" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={18} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={18} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={18} aria-hidden />
        </Dropzone.Idle>
        <Text size="sm" fw={500}>
          {compact ? IMPORT_MSG.dropShort : IMPORT_MSG.drop}
        </Text>
      </Group>
    </Dropzone>
  );
}

/**
 * Drag handlers for the rows or cards of a list, each named by its key: the one files hover is
 * highlighted, and the files dropped on it are handed over with its key.
 */
export function useRowDrop<K>(onDrop: (key: K, files: File[]) => void, disabled = false) {
  const [over, setOver] = useState<K | null>(null);
  const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
  return {
    isOver: (key: K) => over === key,
    handlers: (key: K) =>
      disabled
        ? {}
        : {
            onDragOver: (e: DragEvent) => {
              if (!hasFiles(e)) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'copy';
              if (over !== key) setOver(key);
            },
            onDragLeave: (e: DragEvent) => {
              if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
              setOver((current) => (current === key ? null : current));
            },
            onDrop: (e: DragEvent) => {
              if (!hasFiles(e)) return;
              e.preventDefault();
              setOver(null);
              onDrop(key, Array.from(e.dataTransfer.files));
            },
          },
  };
}
