// The import of the SII's informe: which tickets it brings (received or issued), the file, and the
// answer: how many new, updated and unchanged, or each refused row with its problem (nothing is
// imported then).
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { HONORARIUM_FILE_MAX_BYTES, type HonorariumImport, type HonorariumKind } from '@portal/contracts';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { ApiError, errorMessage } from '../../../lib/api';
import { useImportTickets } from '../api/tickets';
import { IMPORT_MSG, KIND_LABELS } from '../messages';

const ACCEPT = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.txt'] };
const SHOWN_PROBLEMS = 8;

type Problem = { line: number; message: string };
const problemsOf = (err: unknown): Problem[] =>
  err instanceof ApiError && Array.isArray((err.body as { problems?: unknown } | null)?.problems)
    ? ((err.body as { problems: Problem[] }).problems ?? [])
    : [];

export function ImportModal({
  opened,
  kind: initialKind,
  onClose,
  onImported,
}: {
  opened: boolean;
  kind: HonorariumKind;
  onClose: () => void;
  onImported: (kind: HonorariumKind) => void;
}) {
  const [kind, setKind] = useState<HonorariumKind>(initialKind);
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [result, setResult] = useState<HonorariumImport | null>(null);
  const run = useImportTickets();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts over
  useEffect(() => {
    if (!opened) return;
    setKind(initialKind);
    setFile(null);
    setRefused(null);
    setResult(null);
    run.reset();
  }, [opened]);

  const problems = problemsOf(run.error);
  return (
    <SheetModal opened={opened} onClose={onClose} title={IMPORT_MSG.title} width={620}>
      {result ? (
        <Stack gap="md" data-testid="import-result">
          <Text fw={600}>{IMPORT_MSG.result}</Text>
          <Alert color={result.already_imported ? 'gray' : 'teal'}>
            {result.already_imported
              ? IMPORT_MSG.already
              : IMPORT_MSG.summary(result.created, result.updated, result.unchanged)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="import-done">
              {IMPORT_MSG.done}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {IMPORT_MSG.steps}
          </Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {IMPORT_MSG.kind}
            </Text>
            <SegmentedControl
              data={[
                { value: 'received', label: KIND_LABELS.received },
                { value: 'issued', label: KIND_LABELS.issued },
              ]}
              value={kind}
              onChange={(v) => setKind(v as HonorariumKind)}
              data-testid="import-kind"
            />
          </Stack>
          <Dropzone
            onDrop={(files) => {
              setFile(files[0] ?? null);
              setRefused(null);
              run.reset();
            }}
            onReject={(r) => setRefused(IMPORT_MSG.refused(r.map((x) => x.file.name).join(', ')))}
            accept={ACCEPT}
            maxSize={HONORARIUM_FILE_MAX_BYTES}
            multiple={false}
            aria-label={IMPORT_MSG.drop}
            data-testid="import-drop"
          >
            <Group gap="xs" justify="center" wrap="nowrap" mih={64} style={{ pointerEvents: 'none' }}>
              <IconFileUpload size={20} aria-hidden />
              <Text size="sm" fw={500}>
                {file ? IMPORT_MSG.chosen(file.name) : IMPORT_MSG.drop}
              </Text>
            </Group>
          </Dropzone>
          <FormAlert message={refused} />
          {run.isError ? (
            <Alert color="red" variant="light" role="alert" data-testid="import-error">
              <Text size="sm" fw={600}>
                {errorMessage(run.error)}
              </Text>
              {problems.length > 0 ? (
                <>
                  <Text size="sm" mt="xs">
                    {IMPORT_MSG.problemsTitle}
                  </Text>
                  <List size="sm" mt={4} spacing={2}>
                    {problems.slice(0, SHOWN_PROBLEMS).map((p) => (
                      <List.Item key={`${p.line}-${p.message}`}>{p.message}</List.Item>
                    ))}
                  </List>
                  {problems.length > SHOWN_PROBLEMS ? (
                    <Text size="sm" mt={4}>
                      {IMPORT_MSG.more(problems.length - SHOWN_PROBLEMS)}
                    </Text>
                  ) : null}
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {IMPORT_MSG.cancel}
            </Button>
            <Button
              disabled={!file}
              loading={run.isPending}
              onClick={() =>
                file &&
                run.mutate(
                  { kind, file },
                  {
                    onSuccess: (r) => {
                      setResult(r.import);
                      onImported(kind);
                    },
                  },
                )
              }
              data-testid="import-submit"
            >
              {IMPORT_MSG.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </SheetModal>
  );
}
