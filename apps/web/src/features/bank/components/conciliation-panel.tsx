// The reconciliation of one movement (the drawer's content, and the /movimientos/conciliar page): the
// movement, its reconciliations each with 'Deshacer' (and 'Deshacer todo'), the matcher's suggestions
// with their reasons and a 'Conciliar' each, the pickers for a search by hand, and 'Marcar como
// conciliado sin documentos'. Failures show the spec's texts (§8); after a write the lists reload.
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BmConciliation, BmMovement, Suggestion } from '@portal/contracts';
import { IconCheck, IconRobot, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/states';
import { displayDate, displayText } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConciliate, useMarkMovement, useMovement, useSuggestions, useUnconciliate } from '../api/bank';
import { DRAWER_MSG } from '../messages';
import { formatAmount, movementDirection, openAmount } from '../utils/money';
import { confidenceLabel, confidenceLevel, reasonLabels } from '../utils/reasons';
import { AmountText, MovementStateBadge } from './movement-state-badge';
import { movementTypeLabel } from '../utils/movement-type';

/** The picker of the movement's direction: sales for money in, purchases for money out. */
export function pickerPath(movement: Pick<BmMovement, 'id' | 'amount'>): string {
  const list = movementDirection(movement.amount) === 'income' ? 'mis-ventas' : 'mis-compras';
  return `/compras-y-ventas/${list}/conciliar-documentos?bm_movement_id=${movement.id}`;
}

/** The conciliate body of a suggestion: its documents, with their amounts when it is partial. */
export function suggestionBody(s: Suggestion) {
  const first = s.documents[0];
  return {
    conciliation_ids: s.documents.map((d) => d.id),
    conciliation_type: first?.conciliation_type ?? ('Invoice' as const),
    ...(s.partial && s.documents.every((d) => Number.isInteger(d.amount) && d.amount > 0)
      ? { amounts: s.documents.map((d) => d.amount) }
      : {}),
  };
}

export function ConciliationPanel({ movementId, onDone }: { movementId: number; onDone?: () => void }) {
  const movement = useMovement(movementId);
  const m = movement.data?.bm_movement;
  if (movement.isPending) return <Skeleton height={280} radius="md" />;
  if (movement.isError || !m)
    return (
      <LoadError
        message={DRAWER_MSG.loadError}
        onRetry={() => movement.refetch()}
        retrying={movement.isFetching}
      />
    );
  return <PanelBody m={m} onDone={onDone} />;
}

function PanelBody({ m, onDone }: { m: BmMovement; onDone?: () => void }) {
  const currency = m.bm_account.currency;
  const left = openAmount(m);
  const suggestions = useSuggestions(m.id, !m.conciliated);
  const conciliate = useConciliate();
  const unconciliate = useUnconciliate();
  const mark = useMarkMovement();
  const busy = conciliate.isPending || unconciliate.isPending || mark.isPending;
  const markedWithout = m.conciliated && m.bm_conciliations.length === 0;

  const accept = (s: Suggestion) =>
    conciliate.mutate(
      { movementId: m.id, ...suggestionBody(s) },
      {
        onSuccess: () => {
          notifySuccess(DRAWER_MSG.conciliated);
          onDone?.();
        },
        onError: () => notifyError(DRAWER_MSG.conciliateFailedText),
      },
    );

  const undo = (c: BmConciliation | 'all') =>
    modals.openConfirmModal({
      title: c === 'all' ? DRAWER_MSG.undoAllTitle : DRAWER_MSG.undoTitle,
      children: (
        <Text size="sm">
          {c === 'all'
            ? DRAWER_MSG.undoAllQuestion(m.bm_conciliations.length)
            : DRAWER_MSG.undoQuestion(c.label)}
        </Text>
      ),
      labels: { confirm: c === 'all' ? DRAWER_MSG.undoAll : DRAWER_MSG.undo, cancel: DRAWER_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'unconciliate-confirm' } as Record<string, string>,
      onConfirm: () =>
        unconciliate.mutate(
          c === 'all' ? { movementId: m.id, all: true } : { movementId: m.id, bm_conciliation_ids: [c.id] },
          {
            onSuccess: () => notifySuccess(DRAWER_MSG.undone),
            onError: () => notifyError(DRAWER_MSG.removeFailedText),
          },
        ),
    });

  const setMarked = (conciliated: boolean) =>
    mark.mutate(
      { movementId: m.id, conciliated },
      {
        onSuccess: () => notifySuccess(conciliated ? DRAWER_MSG.marked : DRAWER_MSG.unmarked),
        onError: () =>
          notifyError(conciliated ? DRAWER_MSG.conciliateFailedText : DRAWER_MSG.removeFailedText),
      },
    );

  return (
    <Stack gap="lg" data-testid="conciliation-panel" data-movement-id={m.id}>
      <Card withBorder padding="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {movementDirection(m.amount) === 'income' ? DRAWER_MSG.income : DRAWER_MSG.expense} ·{' '}
                {displayDate(m.post_date)}
              </Text>
              <Text fw={600} style={{ wordBreak: 'break-word' }}>
                {m.description || displayText(m.counterparty_name)}
              </Text>
            </Stack>
            <Text fz="lg">
              <AmountText amount={m.amount} currency={currency} fw={700} />
            </Text>
          </Group>
          <Group gap="xs">
            <MovementStateBadge movement={m} />
          </Group>
          <Stack gap={2} mt={4}>
            <Detail label={DRAWER_MSG.account} value={`${m.bm_account.bank_name} · ${m.bm_account.number}`} />
            {m.counterparty_name ? (
              <Detail label={DRAWER_MSG.counterpart} value={m.counterparty_name} />
            ) : null}
            {m.reference ? <Detail label={DRAWER_MSG.reference} value={m.reference} /> : null}
            {m.movement_type ? (
              <Detail label={DRAWER_MSG.movementType} value={movementTypeLabel(m.movement_type)!} />
            ) : null}
            {m.conciliated_amount > 0 ? (
              <Detail
                label={DRAWER_MSG.conciliatedAmount}
                value={formatAmount(m.conciliated_amount, currency)}
              />
            ) : null}
            {!m.conciliated ? (
              <Detail label={DRAWER_MSG.open} value={formatAmount(left, currency)} strong />
            ) : null}
          </Stack>
        </Stack>
      </Card>

      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {DRAWER_MSG.current}
          </Title>
          {m.bm_conciliations.length > 1 ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => undo('all')}
              disabled={busy}
              data-testid="unconciliate-all"
            >
              {DRAWER_MSG.undoAll}
            </Button>
          ) : null}
        </Group>
        {m.bm_conciliations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {markedWithout ? DRAWER_MSG.markedWithout : DRAWER_MSG.noneYet}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {m.bm_conciliations.map((c) => (
              <Paper key={c.id} withBorder p="sm" radius="md" component="li" data-testid="conciliation-item">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                      {c.label}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {formatAmount(c.amount, 'CLP')}
                      </Text>
                      {c.automatic ? (
                        <Badge size="xs" variant="light" leftSection={<IconRobot size={12} aria-hidden />}>
                          {DRAWER_MSG.automatic}
                        </Badge>
                      ) : null}
                    </Group>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => undo(c)}
                    disabled={busy}
                    aria-label={DRAWER_MSG.undoLabel(c.label)}
                    data-testid="unconciliate-one"
                  >
                    {DRAWER_MSG.undo}
                  </Button>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      {!m.conciliated ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            {DRAWER_MSG.suggestions}
          </Title>
          {suggestions.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              {DRAWER_MSG.suggestionsLoading}
            </Text>
          ) : suggestions.isError ? (
            <Alert color="orange">{DRAWER_MSG.suggestionsError}</Alert>
          ) : suggestions.data.suggestions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {DRAWER_MSG.noSuggestions}
            </Text>
          ) : (
            <Stack gap="sm">
              {suggestions.data.suggestions.map((s) => (
                <SuggestionCard
                  key={s.documents.map((d) => d.id).join('-')}
                  suggestion={s}
                  busy={busy}
                  onAccept={() => accept(s)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}

      <Divider />
      <Stack gap="sm">
        {!m.conciliated ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {DRAWER_MSG.searchHint}
            </Text>
            <Group>
              <Button
                component={Link}
                to={pickerPath(m)}
                variant="light"
                leftSection={<IconSearch size={16} aria-hidden />}
                data-testid="search-documents"
              >
                {movementDirection(m.amount) === 'income'
                  ? DRAWER_MSG.searchSales
                  : DRAWER_MSG.searchPurchases}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {!m.conciliated && m.bm_conciliations.length === 0 ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {DRAWER_MSG.markWithoutHint}
            </Text>
            <Group>
              <Button
                variant="default"
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => setMarked(true)}
                loading={mark.isPending}
                disabled={busy && !mark.isPending}
                data-testid="mark-conciliated"
                h="auto"
                py={6}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {DRAWER_MSG.markWithout}
              </Button>
            </Group>
          </Stack>
        ) : null}
        {markedWithout ? (
          <Group>
            <Button
              variant="default"
              onClick={() => setMarked(false)}
              loading={mark.isPending}
              data-testid="mark-unconciliated"
            >
              {DRAWER_MSG.unmark}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}

function Detail({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Group>
  );
}

const LEVEL_COLOR = { high: 'teal', medium: 'yellow', low: 'gray' } as const;

export function SuggestionCard({
  suggestion: s,
  busy,
  onAccept,
  compact,
}: {
  suggestion: Suggestion;
  busy: boolean;
  onAccept?: () => void;
  compact?: boolean;
}) {
  const labels = s.documents.map((d) => d.label).join(', ');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="suggestion">
      <Stack gap={6}>
        {/* The badge goes under the documents when the card is narrow (the table on a phone), so a
            name is never broken in the middle of a word. */}
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="sm" style={{ rowGap: 6 }}>
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 170px' }}>
            {s.documents.map((d) => (
              <div key={`${d.conciliation_type}-${d.id}`}>
                <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
                  {d.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatAmount(d.amount, 'CLP')}
                  {d.open !== d.amount ? ` · ${DRAWER_MSG.documentOpen(formatAmount(d.open, 'CLP'))}` : ''}
                  {d.due_date ? ` · ${DRAWER_MSG.due(displayDate(d.due_date))}` : ''}
                </Text>
              </div>
            ))}
          </Stack>
          <Badge
            variant="light"
            color={LEVEL_COLOR[confidenceLevel(s.confidence)]}
            style={{ flexShrink: 0, textTransform: 'none' }}
          >
            {DRAWER_MSG.confidence(confidenceLabel(s.confidence))}
          </Badge>
        </Group>
        <Group gap={4} aria-label={DRAWER_MSG.reasons}>
          {reasonLabels(
            s.partial && !s.reasons.includes('partial') ? [...s.reasons, 'partial'] : s.reasons,
          ).map((r) => (
            <Badge key={r} size="sm" variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {r}
            </Badge>
          ))}
        </Group>
        {onAccept && !compact ? (
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              onClick={onAccept}
              disabled={busy}
              aria-label={DRAWER_MSG.conciliateLabel(labels)}
              data-testid="suggestion-accept"
            >
              {DRAWER_MSG.conciliate}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
