// The lines editor of a manual record (and of a record being edited): an account and an amount in
// the debe or the haber per line, lines added and removed, and the live "Debe = Haber" check with
// the difference.
import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatCLP } from '@portal/domain';
import { IconCheck, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { ENTRY_MAX_LINES } from '@portal/contracts';
import { AccountSelect } from '../../accounting';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { LINES_MSG } from '../messages';
import { type DraftLine, checkLines, newLine, pesos } from '../utils/lines';
export function LinesEditor({
  lines,
  onChange,
  showProblems,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  showProblems?: boolean;
}) {
  const check = checkLines(lines);
  const set = (key: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  return (
    <Stack gap="sm" data-testid="lines-editor">
      {lines.map((l, i) => (
        <Card key={l.key} withBorder padding="sm" data-testid="editor-line">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <AccountSelect
              label={LINES_MSG.account}
              aria-label={LINES_MSG.lineAccount(i + 1)}
              value={l.accountId}
              onChange={(accountId) => set(l.key, { accountId })}
              style={{ flex: '3 1 240px' }}
              data-testid="line-account"
            />
            <NumberInput
              {...PESO_INPUT}
              label={LINES_MSG.debit}
              aria-label={LINES_MSG.lineDebit(i + 1)}
              value={l.debit || ''}
              // One side per line: typing a debe clears the haber.
              onChange={(v) => set(l.key, { debit: pesos(v), credit: pesos(v) > 0 ? 0 : l.credit })}
              style={{ flex: '1 1 130px' }}
              data-testid="line-debit"
            />
            <NumberInput
              {...PESO_INPUT}
              label={LINES_MSG.credit}
              aria-label={LINES_MSG.lineCredit(i + 1)}
              value={l.credit || ''}
              onChange={(v) => set(l.key, { credit: pesos(v), debit: pesos(v) > 0 ? 0 : l.debit })}
              style={{ flex: '1 1 130px' }}
              data-testid="line-credit"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
              disabled={lines.length <= 2}
              aria-label={LINES_MSG.removeLine(i + 1)}
              data-testid="line-remove"
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...lines, newLine()])}
          disabled={lines.length >= ENTRY_MAX_LINES}
          data-testid="line-add"
        >
          {LINES_MSG.addLine}
        </Button>
        <Group gap="lg">
          <Text size="sm">
            {LINES_MSG.debit}:{' '}
            <Text span fw={700} data-testid="editor-total-debit">
              {formatCLP(check.debit)}
            </Text>
          </Text>
          <Text size="sm">
            {LINES_MSG.credit}:{' '}
            <Text span fw={700} data-testid="editor-total-credit">
              {formatCLP(check.credit)}
            </Text>
          </Text>
        </Group>
      </Group>
      <BalanceCheck lines={lines} showProblems={showProblems} />
    </Stack>
  );
}

function BalanceCheck({ lines, showProblems }: { lines: DraftLine[]; showProblems?: boolean }) {
  const check = checkLines(lines);
  // Nothing typed yet squares too, but is not a record: neither green nor red.
  const ok = check.difference === 0;
  const color = check.balanced ? 'teal.8' : ok ? 'dimmed' : 'red.8';
  const text = ok
    ? LINES_MSG.balanced
    : LINES_MSG.difference(formatCLP(Math.abs(check.difference)), check.difference > 0 ? 'credit' : 'debit');
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap={6} c={color} data-testid="balance-check" data-balanced={check.balanced}>
        {ok ? <IconCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
      {showProblems && check.problem && check.problem !== 'balance' ? (
        <Text size="sm" c="red.8" role="alert" data-testid="lines-problem">
          {LINES_MSG.problems[check.problem]}
        </Text>
      ) : null}
    </Stack>
  );
}
