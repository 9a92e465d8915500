// /compras-y-ventas/mis-ventas/conciliar-documentos and /mis-compras/conciliar-documentos
// (?bm_movement_id=): the movement on top with what is left to reconcile, that direction's unpaid
// invoices (the invoices list call, payed=false, with search), several chosen with a running sum
// against the movement and an optional partial amount each; 'Conciliar' → back to /movimientos.
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { BmMovement, InvoiceListItem } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useInvoiceList } from '../../invoices/api/list';
import type { ListState, OperationType } from '../../invoices/utils/list-params';
import { useConciliate, useMovement } from '../api/bank';
import { MOVEMENTS_MSG, PICKER_MSG } from '../messages';
import { formatAmount, movementDirection, openAmount } from '../utils/money';
import { canConciliate, parsePesos, pickerSum } from '../utils/picker';
import { AmountText } from './movement-state-badge';

/** How far back unpaid invoices are offered (two years of tax periods). */
const PICKER_PERIODS = 24;

const pickerState = (page: number, search: string): ListState => ({
  period: null,
  lastPeriods: PICKER_PERIODS,
  page,
  search,
  sortField: 'detFecRecepcion',
  sortOrder: 'desc',
  payed: 'false',
  expired: 'all',
  classified: 'all',
  awaitingAck: 'all',
  documentType: null,
  pageSize: 10,
  collectionState: 'all',
});

type Chosen = { doc: InvoiceListItem; partial: string };

const docLabel = (d: InvoiceListItem) =>
  PICKER_MSG.documentLabel(d.document_type_name, d.folio, d.razon_social);
// What each invoice still owes: less its credit notes and any partial payment already reconciled.
const selectable = (d: InvoiceListItem) => d.open_amount > 0;

export function DocumentPickerPage({ operationType }: { operationType: OperationType }) {
  const [params] = useSearchParams();
  const movementId = Number(params.get('bm_movement_id')) || null;
  const movement = useMovement(movementId);
  const m = movement.data?.bm_movement;

  let body: ReactNode;
  if (movementId === null) body = <Alert color="orange">{PICKER_MSG.noMovement}</Alert>;
  else if (movement.isPending) body = <Skeleton height={320} radius="md" />;
  else if (movement.isError || !m)
    body = (
      <LoadError
        message={MOVEMENTS_MSG.loadError}
        onRetry={() => movement.refetch()}
        retrying={movement.isFetching}
      />
    );
  else body = <Picker m={m} operationType={operationType} />;

  return (
    <Stack gap="md">
      <PageHeader
        title={PICKER_MSG.title[operationType]}
        description={PICKER_MSG.description[operationType]}
        actions={
          <Button
            variant="default"
            component={Link}
            to={movementId ? `/movimientos?movimiento=${movementId}` : '/movimientos'}
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {PICKER_MSG.back}
          </Button>
        }
      />
      {body}
    </Stack>
  );
}

function Picker({ m, operationType }: { m: BmMovement; operationType: OperationType }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 350);
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useInvoiceList(operationType, pickerState(page, search));
  const [chosen, setChosen] = useState<Map<number, Chosen>>(new Map());
  const conciliate = useConciliate();
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  const currency = m.bm_account.currency;
  const left = openAmount(m);
  const wrongDirection = (movementDirection(m.amount) === 'income') !== (operationType === 'VENTA');
  const docs = [...chosen.values()].map((c) => ({
    id: c.doc.id,
    total: c.doc.open_amount,
    partial: c.partial.trim() ? (parsePesos(c.partial) ?? -1) : null,
  }));
  const sum = pickerSum(left, docs);

  const toggle = (d: InvoiceListItem, on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (on) next.set(d.id, { doc: d, partial: '' });
      else next.delete(d.id);
      return next;
    });
  const setPartial = (id: number, partial: string) =>
    setChosen((prev) => {
      const c = prev.get(id);
      if (!c) return prev;
      return new Map(prev).set(id, { ...c, partial });
    });

  const submit = () =>
    conciliate.mutate(
      {
        movementId: m.id,
        conciliation_ids: docs.map((d) => d.id),
        conciliation_type: 'Invoice',
        ...(sum.amounts ? { amounts: sum.amounts } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(PICKER_MSG.conciliated(docs.length));
          navigate('/movimientos');
        },
        onError: () => notifyError(MOVEMENTS_MSG.conciliateFailed),
      },
    );

  const rows = list.data?.invoices ?? [];
  const total = list.data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.meta.page_size ?? 10)));
  const pageSelectable = rows.filter(selectable);
  const allOnPage = pageSelectable.length > 0 && pageSelectable.every((d) => chosen.has(d.id));

  let listBody: ReactNode;
  if (list.isPending) listBody = <Skeleton height={300} radius="md" />;
  else if (list.isError && !list.data)
    listBody = (
      <LoadError message={PICKER_MSG.listError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (rows.length === 0)
    listBody = (
      <Card withBorder>
        <EmptyState title={search ? PICKER_MSG.emptySearch : PICKER_MSG.empty} />
      </Card>
    );
  else if (compact)
    listBody = (
      <Stack gap="sm" data-testid="picker-list">
        {rows.map((d) => (
          <Card key={d.id} withBorder padding="sm" data-testid="picker-row">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Checkbox
                  checked={chosen.has(d.id)}
                  disabled={!selectable(d)}
                  onChange={(e) => toggle(d, e.currentTarget.checked)}
                  label={
                    <Stack gap={0}>
                      <Text size="sm" fw={500}>
                        {d.document_type_name} N° {d.folio}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {d.razon_social} · {displayDate(d.fecha_recepcion)}
                      </Text>
                    </Stack>
                  }
                  aria-label={PICKER_MSG.select(docLabel(d))}
                />
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatCLP(d.open_amount)}
                </Text>
              </Group>
              {chosen.has(d.id) ? (
                <PartialInput
                  d={d}
                  value={chosen.get(d.id)?.partial ?? ''}
                  invalid={sum.invalid.includes(d.id)}
                  onChange={setPartial}
                />
              ) : null}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  else
    listBody = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" data-testid="picker-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    checked={allOnPage}
                    indeterminate={!allOnPage && pageSelectable.some((d) => chosen.has(d.id))}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      for (const d of pageSelectable) toggle(d, on);
                    }}
                    aria-label={PICKER_MSG.selectPage}
                  />
                </Table.Th>
                <Table.Th>{PICKER_MSG.columns.folio}</Table.Th>
                <Table.Th>{PICKER_MSG.columns.date}</Table.Th>
                <Table.Th>{PICKER_MSG.columns.counterpart}</Table.Th>
                <Table.Th ta="right">{PICKER_MSG.columns.total}</Table.Th>
                <Table.Th>{PICKER_MSG.columns.partial}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr
                  key={d.id}
                  data-testid="picker-row"
                  bg={chosen.has(d.id) ? 'var(--mantine-color-blue-light)' : undefined}
                >
                  <Table.Td>
                    <Checkbox
                      checked={chosen.has(d.id)}
                      disabled={!selectable(d)}
                      onChange={(e) => toggle(d, e.currentTarget.checked)}
                      aria-label={PICKER_MSG.select(docLabel(d))}
                      title={selectable(d) ? undefined : PICKER_MSG.creditNote}
                    />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">N° {d.folio}</Text>
                    <Text size="xs" c="dimmed">
                      {d.document_type_name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{displayDate(d.fecha_recepcion)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {d.razon_social}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatCLP(d.open_amount)}
                  </Table.Td>
                  <Table.Td w={190}>
                    {chosen.has(d.id) ? (
                      <PartialInput
                        d={d}
                        value={chosen.get(d.id)?.partial ?? ''}
                        invalid={sum.invalid.includes(d.id)}
                        onChange={setPartial}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <>
      <Card withBorder padding="md" data-testid="picker-movement">
        <Group justify="space-between" wrap="wrap" gap="md" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {PICKER_MSG.movement} · {displayDate(m.post_date)} · {m.bm_account.bank_name}{' '}
              {m.bm_account.number}
            </Text>
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {m.description}
            </Text>
            {m.counterparty_name ? (
              <Text size="sm" c="dimmed">
                {m.counterparty_name}
              </Text>
            ) : null}
          </Stack>
          <Group gap="xl" wrap="nowrap">
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {PICKER_MSG.movementAmount}
              </Text>
              <Text fz="lg">
                <AmountText amount={m.amount} currency={currency} fw={700} />
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {PICKER_MSG.open}
              </Text>
              <Text fz="lg" fw={700} data-testid="picker-open">
                {formatAmount(left, currency)}
              </Text>
            </Stack>
          </Group>
        </Group>
      </Card>
      {wrongDirection ? (
        <Alert color="orange">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{PICKER_MSG.wrongDirection[operationType]}</Text>
            <Button
              size="compact-sm"
              variant="white"
              component={Link}
              to={`/compras-y-ventas/${operationType === 'VENTA' ? 'mis-compras' : 'mis-ventas'}/conciliar-documentos?bm_movement_id=${m.id}`}
            >
              {PICKER_MSG.otherPicker[operationType]}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {m.conciliated ? <Alert color="teal">{PICKER_MSG.alreadyConciliated}</Alert> : null}
      <TextInput
        label={PICKER_MSG.search}
        placeholder={PICKER_MSG.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        maxLength={100}
        maw={420}
        data-testid="picker-search"
      />
      {listBody}
      {total > 10 ? (
        <Group justify="flex-end">
          <ListPagination total={pages} value={page} onChange={setPage} compact={compact} />
        </Group>
      ) : null}
      <Card
        withBorder
        padding={compact ? 'sm' : 'md'}
        shadow="sm"
        data-testid="picker-summary"
        style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
      >
        {/* One row with the button beside the figures: on a phone it covers little of the list. */}
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <Stack gap={compact ? 2 : 4} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} aria-live="polite">
              {PICKER_MSG.selected(docs.length)}
            </Text>
            <Group gap={compact ? 4 : 'lg'} wrap="wrap" style={{ rowGap: 0 }}>
              <Text size={compact ? 'xs' : 'sm'} style={{ whiteSpace: 'nowrap' }}>
                {PICKER_MSG.sum}: <b data-testid="picker-sum">{formatCLP(sum.sum)}</b>
              </Text>
              <Text
                size={compact ? 'xs' : 'sm'}
                c={sum.remaining < 0 ? 'red.8' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {PICKER_MSG.remaining}:{' '}
                <b data-testid="picker-remaining">{formatAmount(Math.max(0, sum.remaining), currency)}</b>
              </Text>
            </Group>
            {sum.state === 'over' ? (
              <Text size="xs" c={sum.amounts ? 'red.8' : 'orange.8'} role="status">
                {sum.amounts ? PICKER_MSG.overTyped : PICKER_MSG.over}
              </Text>
            ) : sum.state === 'exact' ? (
              <Text size="xs" c="teal.8" role="status">
                {PICKER_MSG.exact}
              </Text>
            ) : null}
          </Stack>
          <Button
            onClick={submit}
            disabled={!canConciliate(sum) || m.conciliated || wrongDirection}
            loading={conciliate.isPending}
            style={{ flexShrink: 0 }}
            data-testid="picker-conciliate"
          >
            {PICKER_MSG.conciliate}
          </Button>
        </Group>
      </Card>
    </>
  );
}

function PartialInput({
  d,
  value,
  invalid,
  onChange,
}: {
  d: InvoiceListItem;
  value: string;
  invalid: boolean;
  onChange: (id: number, v: string) => void;
}) {
  return (
    <TextInput
      size="xs"
      inputMode="numeric"
      placeholder={PICKER_MSG.partialPlaceholder}
      aria-label={PICKER_MSG.partialLabel(docLabel(d))}
      value={value}
      onChange={(e) => onChange(d.id, e.currentTarget.value)}
      error={invalid ? PICKER_MSG.partialInvalid : undefined}
      leftSection={<Text size="xs">$</Text>}
      data-testid="picker-partial"
    />
  );
}
