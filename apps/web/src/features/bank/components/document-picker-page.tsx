// /compras-y-ventas/mis-ventas/conciliar-documentos and /mis-compras/conciliar-documentos
// (?bm_movement_id=): the movement on top with what is left to reconcile, that direction's unpaid
// invoices (the invoices list call, payed=false, with search), several chosen with a running sum
// against the movement and an optional partial amount each; 'Conciliar' → back to /movimientos.
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type BmMovement, type InvoiceListItem, invoiceListQuery } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListSelection, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { defineListUrl } from '../../../lib/url-state/list-url';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { useInvoiceList } from '../../invoices';
import type { ListState, OperationType } from '../../invoices';
import { useConciliate, useMovement } from '../api/bank';
import { MOVEMENTS_MSG, PICKER_MSG } from '../messages';
import { formatAmount, movementDirection, openAmount } from '../utils/money';
import { canConciliate, parsePesos, pickerSum } from '../utils/picker';
import { AmountText } from './movement-state-badge';

/** How far back unpaid invoices are offered (two years of tax periods). */
const PICKER_PERIODS = 24;

/** The picker's page and search live in the URL beside ?bm_movement_id=. */
const PICKER_URL = defineListUrl(
  { search: invoiceListQuery.shape.search, page: invoiceListQuery.shape.page },
  { params: { search: 'buscar', page: 'pagina' }, page: 'page', search: 'search' },
);

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
  const url = useListUrlState(PICKER_URL);
  const { page, search = '' } = url.value;
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

  const total = list.data?.meta.total_elements ?? 0;
  const pages = pageCount(total, list.data?.meta.page_size ?? 10);

  const selection: ListSelection<InvoiceListItem> = {
    isSelected: (d) => chosen.has(d.id),
    toggle: (d) => toggle(d, !chosen.has(d.id)),
    setPage: (page, on) => {
      for (const d of page) toggle(d, on);
    },
    pageLabel: PICKER_MSG.selectPage,
    rowLabel: (d) => PICKER_MSG.select(docLabel(d)),
    canSelect: selectable,
    cannotSelectTitle: PICKER_MSG.creditNote,
  };
  const partial = (d: InvoiceListItem) =>
    chosen.has(d.id) ? (
      <PartialInput
        d={d}
        value={chosen.get(d.id)?.partial ?? ''}
        invalid={sum.invalid.includes(d.id)}
        onChange={setPartial}
      />
    ) : null;
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const listBody = (
    <ListView
      query={list}
      rows={list.data?.invoices}
      rowKey={(d) => d.id}
      compact={compact}
      errorMessage={PICKER_MSG.listError}
      loadingHeight={300}
      empty={{ title: search ? PICKER_MSG.emptySearch : PICKER_MSG.empty }}
      testId="picker-list"
      caption={PICKER_MSG.caption}
      minWidth={760}
      selection={selection}
      row={(d) => ({ testId: 'picker-row', highlighted: chosen.has(d.id) })}
      columns={[
        {
          key: 'folio',
          header: PICKER_MSG.columns.folio,
          td: () => ({ style: nowrap }),
          cell: (d) => (
            <>
              <Text size="sm">N° {d.folio}</Text>
              <Text size="xs" c="dimmed">
                {d.document_type_name}
              </Text>
            </>
          ),
        },
        { key: 'date', header: PICKER_MSG.columns.date, cell: (d) => displayDate(d.fecha_recepcion) },
        {
          key: 'counterpart',
          header: PICKER_MSG.columns.counterpart,
          cell: (d) => (
            <Text size="sm" lineClamp={1}>
              {d.razon_social}
            </Text>
          ),
        },
        {
          key: 'total',
          header: PICKER_MSG.columns.total,
          align: 'right',
          td: () => ({ style: { ...nowrap, fontVariantNumeric: 'tabular-nums' } }),
          cell: (d) => formatCLP(d.open_amount),
        },
        { key: 'partial', header: PICKER_MSG.columns.partial, td: () => ({ w: 190 }), cell: partial },
      ]}
      card={(d) => (
        <Card withBorder padding="sm" data-testid="picker-row">
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
              <Text fw={600} style={nowrap}>
                {formatCLP(d.open_amount)}
              </Text>
            </Group>
            {partial(d)}
          </Stack>
        </Card>
      )}
      footer={{ page, pages, onPage: (p) => url.set({ page: p }) }}
    />
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
        value={url.search.value}
        onChange={(e) => url.search.onChange(e.currentTarget.value)}
        maxLength={100}
        maw={420}
        data-testid="picker-search"
      />
      {listBody}
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
