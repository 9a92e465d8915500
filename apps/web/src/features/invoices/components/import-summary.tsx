// The answer of an import: the counts, the files, what the user chose to leave out, links to the
// lists filtered to the months written, and a word when the files held the other register.
import { Alert, Anchor, Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ImportResult, OperationType } from '../api/types';
import { chileDate } from '../utils/display';
import { importLinks, otherRegisters } from '../utils/import-links';
import { documentsCount, IMPORT_MSG, LIST_MSG } from '../utils/messages';

// File names are long unbroken words (LibroCompras_201905_….xml): on a phone they wrap, not overflow.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export function ImportSummary({
  result,
  page,
  onDone,
  onMore,
}: {
  result: ImportResult;
  /** The list the import was started from, if any. */
  page?: OperationType;
  onDone: () => void;
  onMore: () => void;
}) {
  const registers = importLinks(result.periods);
  const crossed = otherRegisters(result.periods, page);
  // The rows left out (the user chose to import the valid ones) count with the rejected documents:
  // "0" beside "una fila quedó fuera" read as a contradiction.
  const skippedRows = new Set(result.skipped.map((p) => `${p.file}|${p.line}`)).size;
  const leftOut = result.rejected + skippedRows;
  const stats = [
    { label: IMPORT_MSG.counts.new, value: result.new, color: 'teal' },
    { label: IMPORT_MSG.counts.updated, value: result.updated, color: 'brand' },
    { label: IMPORT_MSG.counts.unchanged, value: result.unchanged, color: 'gray' },
    { label: IMPORT_MSG.counts.rejected, value: leftOut, color: leftOut > 0 ? 'red' : 'gray' },
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
        <List size="sm" spacing={2} aria-label={IMPORT_MSG.imported} style={BREAK_ANYWHERE}>
          {result.files.map((f) => (
            <List.Item key={f.name}>
              {f.name} · {IMPORT_MSG.kind[f.kind]} · {documentsCount(f.documents)}
            </List.Item>
          ))}
        </List>
      )}
      {crossed.map((d) => (
        <Alert key={d} color="blue" icon={<IconInfoCircle size={18} />} data-testid="import-crossed">
          {IMPORT_MSG.crossed[d]}
        </Alert>
      ))}
      {registers.length > 0 && (
        <Stack gap={4} data-testid="import-links">
          <Text size="sm" fw={600}>
            {IMPORT_MSG.lists}
          </Text>
          {registers.map((r) => (
            <Group key={r.direction} gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {IMPORT_MSG.listOf[r.direction]}:
              </Text>
              {r.links.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} size="sm" onClick={onDone}>
                  {l.label} ({l.documents.toLocaleString('es-CL')})
                </Anchor>
              ))}
              {r.more > 0 && (
                <Text size="sm" c="dimmed">
                  {IMPORT_MSG.moreMonths(r.more)}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {result.skipped.length > 0 && (
        <Alert
          color="orange"
          title={IMPORT_MSG.skipped(skippedRows)}
          icon={<IconAlertCircle size={18} />}
          data-testid="import-skipped"
        >
          <List size="sm" spacing={2}>
            {result.skipped.slice(0, 10).map((p) => (
              <List.Item key={`${p.file}|${p.line}|${p.field}|${p.message}`}>
                {p.file}, {IMPORT_MSG.problems.line.toLowerCase()} {p.line}, {p.field}: {p.message}
              </List.Item>
            ))}
          </List>
          {result.skipped.length > 10 && (
            <Text size="xs" c="dimmed" mt={4}>
              {IMPORT_MSG.moreWarnings(result.skipped.length - 10)}
            </Text>
          )}
        </Alert>
      )}
      {result.warnings.length > 0 && (
        <Alert color="yellow" title={IMPORT_MSG.warnings} icon={<IconAlertCircle size={18} />}>
          <List size="sm" spacing={2} style={BREAK_ANYWHERE}>
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
