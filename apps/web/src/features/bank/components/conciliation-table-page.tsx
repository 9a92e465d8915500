// /movimientos/tabla-conciliacion: the movements with pending suggestions, each beside its best
// proposal; accept one, or choose several and 'Conciliar seleccionados'. After a successful
// reconciliation the user goes to the movements screen (spec §2.6).
import { Button, Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BmMovement, Suggestion } from '@portal/contracts';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { businessQuery } from '../../../lib/business-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getBusinessId } from '../../../lib/session';
import { bankEndpoints } from '@portal/contracts';
import { useConciliate, useMovements, useSuggestions } from '../api/bank';
import { DRAWER_MSG, MOVEMENTS_MSG, TABLE_MSG } from '../messages';
import { SuggestionCard, suggestionBody } from './conciliation-panel';
import { AmountText } from './movement-state-badge';

export function ConciliationTablePage() {
  const [page, setPage] = useState(1);
  const list = useMovements(page, { type_conciliated: 'suggested' });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [running, setRunning] = useState(false);
  const conciliate = useConciliate();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total_elements ?? 0;
  const pages = pageCount(total, list.data?.meta.page_size ?? 10);

  /** The top suggestion of a movement, from the cache its row filled (fetched again if needed). */
  const topOf = async (id: number): Promise<Suggestion | null> => {
    const businessId = getBusinessId();
    if (businessId === null) return null;
    const data = await qc.fetchQuery(
      businessQuery(businessId, bankEndpoints.suggestions, { params: { id } }),
    );
    return data.suggestions[0] ?? null;
  };

  const acceptOne = (m: BmMovement, s: Suggestion) =>
    conciliate.mutate(
      { movementId: m.id, ...suggestionBody(s) },
      {
        onSuccess: () => {
          notifySuccess(TABLE_MSG.done(1));
          navigate('/movimientos');
        },
        onError: () => notifyError(MOVEMENTS_MSG.conciliateFailed),
      },
    );

  const acceptSelected = async () => {
    setRunning(true);
    let ok = 0;
    let failed = 0;
    for (const id of selected) {
      try {
        const s = await topOf(id);
        if (!s) {
          failed++;
          continue;
        }
        await conciliate.mutateAsync({ movementId: id, ...suggestionBody(s) });
        ok++;
      } catch {
        failed++;
      }
    }
    setRunning(false);
    setSelected(new Set());
    if (ok === 0) {
      notifyError(MOVEMENTS_MSG.conciliateFailed);
      return;
    }
    if (failed > 0) notifyError(TABLE_MSG.partlyDone(ok, failed));
    else notifySuccess(TABLE_MSG.done(ok));
    navigate('/movimientos');
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((m) => selected.has(m.id));

  return (
    <Stack gap="md">
      <PageHeader
        title={TABLE_MSG.title}
        description={TABLE_MSG.description}
        actions={
          <Button
            variant="default"
            component={Link}
            to="/movimientos"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {TABLE_MSG.back}
          </Button>
        }
      />
      {rows.length > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Checkbox
            label={TABLE_MSG.selectAll}
            checked={allOnPage}
            indeterminate={!allOnPage && rows.some((m) => selected.has(m.id))}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setSelected((prev) => {
                const next = new Set(prev);
                for (const m of rows) {
                  if (on) next.add(m.id);
                  else next.delete(m.id);
                }
                return next;
              });
            }}
          />
          <Button
            onClick={acceptSelected}
            disabled={selected.size === 0}
            loading={running}
            data-testid="conciliate-selected"
          >
            {TABLE_MSG.acceptSelected(selected.size)}
          </Button>
        </Group>
      ) : null}
      {!compact && rows.length > 0 ? (
        <SimpleGrid cols={2} spacing="md" px="md" style={{ paddingLeft: 52 }} aria-hidden>
          <Text size="sm" fw={600} c="dimmed">
            {TABLE_MSG.movement}
          </Text>
          <Text size="sm" fw={600} c="dimmed">
            {TABLE_MSG.suggestion}
          </Text>
        </SimpleGrid>
      ) : null}
      {/* A movement beside its suggestion reads as a pair of cards at every width, never a table. */}
      <ListView
        query={list}
        rows={list.data?.data}
        rowKey={(m) => m.id}
        compact
        errorMessage={TABLE_MSG.loadError}
        loadingHeight={400}
        empty={{
          title: TABLE_MSG.empty,
          description: TABLE_MSG.emptyHint,
          action: (
            <Button component={Link} to="/movimientos" mt="sm" variant="default">
              {TABLE_MSG.back}
            </Button>
          ),
        }}
        testId="conciliation-table"
        columns={[]}
        card={(m) => (
          <TableRow
            m={m}
            checked={selected.has(m.id)}
            onCheck={(on) => toggle(m.id, on)}
            busy={running || conciliate.isPending}
            onAccept={(s) => acceptOne(m, s)}
          />
        )}
        footer={{ page, pages, onPage: setPage }}
      />
    </Stack>
  );
}

function TableRow({
  m,
  checked,
  onCheck,
  busy,
  onAccept,
}: {
  m: BmMovement;
  checked: boolean;
  onCheck: (on: boolean) => void;
  busy: boolean;
  onAccept: (s: Suggestion) => void;
}) {
  const suggestions = useSuggestions(m.id);
  const top = suggestions.data?.suggestions[0] ?? null;
  return (
    <Card withBorder padding="md" data-testid="conciliation-table-row" data-movement-id={m.id}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Checkbox
          checked={checked}
          onChange={(e) => onCheck(e.currentTarget.checked)}
          aria-label={TABLE_MSG.select(m.description)}
          mt={4}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm" fw={500} lineClamp={2} style={{ minWidth: 0 }}>
                {m.description}
              </Text>
              <AmountText amount={m.amount} currency={m.bm_account.currency} />
            </Group>
            {m.counterparty_name ? (
              <Text size="xs" c="dimmed">
                {m.counterparty_name}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {displayDate(m.post_date)} · {m.bm_account.bank_name} {m.bm_account.number}
            </Text>
            <Group gap="xs" mt={4}>
              <Button
                size="compact-sm"
                variant="subtle"
                component={Link}
                to={`/movimientos?movimiento=${m.id}`}
              >
                {TABLE_MSG.openDetail}
              </Button>
            </Group>
          </Stack>
          <Stack gap={6}>
            {suggestions.isPending ? (
              <Skeleton height={80} />
            ) : top ? (
              <>
                <SuggestionCard suggestion={top} busy={busy} compact />
                <Group justify="flex-end">
                  <Button
                    size="compact-sm"
                    onClick={() => onAccept(top)}
                    disabled={busy}
                    aria-label={DRAWER_MSG.conciliateLabel(top.documents.map((d) => d.label).join(', '))}
                    data-testid="table-accept"
                  >
                    {TABLE_MSG.accept}
                  </Button>
                </Group>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {TABLE_MSG.noSuggestion}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
      </Group>
    </Card>
  );
}
