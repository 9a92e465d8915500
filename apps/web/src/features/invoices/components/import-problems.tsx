// The choice after an upload with rows that break the SII's rules: the problems by line, then
// import nothing (the default, focused) or only the valid rows (the same files sent again).
import { Alert, Button, Group, ScrollArea, Stack, Table } from '@mantine/core';
import type { ImportRowsRejected } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { IMPORT_MSG } from '../utils/messages';

const MSG = IMPORT_MSG.problems;

export function ImportProblems({
  rejected,
  pending,
  onNothing,
  onValidRows,
}: {
  rejected: ImportRowsRejected;
  pending: boolean;
  onNothing: () => void;
  onValidRows: () => void;
}) {
  // The step replaces the file picker inside an open modal: its focus goes to the safe choice.
  const nothing = useRef<HTMLButtonElement>(null);
  useEffect(() => nothing.current?.focus(), []);
  const rows = new Set(rejected.problems.map((p) => `${p.file}|${p.line}`)).size;
  const files = new Set(rejected.problems.map((p) => p.file)).size;
  return (
    <Stack gap="md" data-testid="import-problems">
      <Alert color="orange" title={MSG.title} icon={<IconAlertTriangle size={18} />}>
        {MSG.summary(rows, rejected.valid_rows)}
      </Alert>
      <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
        <Table striped withTableBorder verticalSpacing={6} fz="sm" aria-label={MSG.table}>
          <Table.Thead>
            <Table.Tr>
              {files > 1 && <Table.Th>{MSG.file}</Table.Th>}
              <Table.Th ta="right">{MSG.line}</Table.Th>
              <Table.Th>{MSG.field}</Table.Th>
              <Table.Th>{MSG.message}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rejected.problems.map((p, i) => (
              // The same line may break several rules: the index keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity of their own
              <Table.Tr key={i}>
                {files > 1 && <Table.Td style={{ wordBreak: 'break-all' }}>{p.file}</Table.Td>}
                <Table.Td ta="right">{p.line}</Table.Td>
                <Table.Td>{p.field}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={onValidRows}
          loading={pending}
          disabled={rejected.valid_rows === 0}
          data-testid="import-valid-rows"
        >
          {MSG.validOnly}
        </Button>
        <Button ref={nothing} onClick={onNothing} disabled={pending} data-testid="import-nothing">
          {MSG.nothing}
        </Button>
      </Group>
    </Stack>
  );
}
