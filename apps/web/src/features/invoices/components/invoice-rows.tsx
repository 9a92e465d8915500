// The sales and purchases as the list kit's rows: the desktop table's columns (sortable on the server)
// and the phone's cards, key facts first (who, amount, paid), the rest below.
import { Card, Checkbox, Group, NativeSelect, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ListColumn, type ListRow, openOnKey } from '../../../components/list/list-view';
import { displayRut } from '../../../lib/format';
import { CollectionStateBadge } from '../../collections';
import type { InvoiceListItem, OperationType } from '../api/types';
import {
  amountSpoken,
  amountText,
  counterpart,
  dateText,
  docTypeShort,
  isCreditNote,
  payState,
} from '../utils/display';
import { type ListState, SORT_FIELDS, type SortField, type SortOrder } from '../utils/list-params';
import { TABLE_MSG } from '../utils/messages';
import {
  AckBadge,
  BalanceLine,
  ExpiredBadge,
  NotCountedMark,
  PaidBadge,
  StatusBadges,
} from './invoice-badges';
import classes from './invoice-list.module.css';
import { type RowActionHandlers, RowActions } from './row-actions';
import type { Selection } from './selection';

// The counterpart takes whatever width the other columns leave and ellipsizes its name, so the table
// fits beside the side menu at 1280 px and the actions column is never pushed off screen.
const PARTY = { width: '100%', maxWidth: 0 } as const;

export function invoiceColumns(
  operationType: OperationType,
  handlers: RowActionHandlers,
): ListColumn<InvoiceListItem>[] {
  return [
    {
      key: 'date',
      header: TABLE_MSG.date,
      sort: 'fecha_recepcion',
      skeleton: 72,
      td: () => ({ className: classes.nowrap }),
      cell: (inv) => dateText(inv.fecha_recepcion),
    },
    {
      key: 'folio',
      header: TABLE_MSG.folio,
      sort: 'folio',
      skeleton: 48,
      cell: (inv) => {
        const credit = isCreditNote(inv.document_type);
        return (
          <>
            <Text fw={600} size="sm">
              {inv.folio}
            </Text>
            <Text
              size="xs"
              c={credit ? 'grape.8' : 'dimmed'}
              fw={credit ? 600 : undefined}
              className={classes.nowrap}
            >
              {docTypeShort(inv)}
            </Text>
          </>
        );
      },
    },
    {
      key: 'party',
      header: TABLE_MSG.party[operationType],
      style: PARTY,
      skeleton: '80%',
      td: () => ({ style: PARTY }),
      cell: (inv) => {
        const who = counterpart(inv);
        return (
          <>
            <Text size="sm" truncate="end" title={who.name}>
              {who.name || TABLE_MSG.noName}
            </Text>
            <Text size="xs" c="dimmed">
              {displayRut(who.rut)}
            </Text>
          </>
        );
      },
    },
    {
      key: 'due',
      header: TABLE_MSG.due,
      skeleton: 72,
      td: () => ({ className: classes.nowrap }),
      cell: (inv) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{dateText(inv.fecha_de_expiracion_interna)}</Text>
          <ExpiredBadge invoice={inv} />
        </Stack>
      ),
    },
    {
      key: 'total',
      header: TABLE_MSG.total,
      sort: 'monto_total',
      align: 'right',
      skeleton: 90,
      td: (inv) => ({
        className: classes.amount,
        c: isCreditNote(inv.document_type) ? 'grape.8' : undefined,
      }),
      cell: (inv) => (
        <>
          {amountText(inv)}
          <BalanceLine invoice={inv} />
          <NotCountedMark invoice={inv} />
        </>
      ),
    },
    {
      key: 'paid',
      header: TABLE_MSG.paid,
      sort: 'pagado',
      style: { minWidth: 112 },
      skeleton: 64,
      cell: (inv) => (
        <Stack gap={4} align="flex-start">
          <PaidBadge state={payState(inv)} />
          <AckBadge estado={inv.estado} />
          <CollectionStateBadge state={inv.collection_state} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Acciones</VisuallyHidden>,
      style: { width: 48 },
      skeleton: 20,
      cell: (inv) => <RowActions invoice={inv} operationType={operationType} handlers={handlers} />,
    },
  ];
}

export const invoiceRow =
  (onOpen: (inv: InvoiceListItem) => void) =>
  (inv: InvoiceListItem): ListRow => ({
    onOpen: () => onOpen(inv),
    label: TABLE_MSG.rowLabel(inv.folio, counterpart(inv).name, amountSpoken(inv)),
    testId: 'invoice-row',
    data: { 'data-invoice-id': inv.id },
    props: { className: classes.row },
  });

/** The sort column of the header that chose `field` (the URL holds the contract's field name). */
export const sortColumn = (field: SortField) =>
  (Object.keys(SORT_FIELDS) as (keyof typeof SORT_FIELDS)[]).find((c) => SORT_FIELDS[c] === field) ??
  'fecha_recepcion';

const SORT_OPTIONS = [
  { value: `${SORT_FIELDS.fecha_recepcion}:desc`, label: 'Fecha: más recientes' },
  { value: `${SORT_FIELDS.fecha_recepcion}:asc`, label: 'Fecha: más antiguas' },
  { value: `${SORT_FIELDS.monto_total}:desc`, label: 'Monto: mayor a menor' },
  { value: `${SORT_FIELDS.monto_total}:asc`, label: 'Monto: menor a mayor' },
  { value: `${SORT_FIELDS.folio}:desc`, label: 'Folio: mayor a menor' },
  { value: `${SORT_FIELDS.folio}:asc`, label: 'Folio: menor a mayor' },
  { value: `${SORT_FIELDS.pagado}:asc`, label: 'No pagadas primero' },
  { value: `${SORT_FIELDS.pagado}:desc`, label: 'Pagadas primero' },
];

/** A phone's sort: one picker of field and direction above the cards. */
export function SortSelect({
  state,
  onChange,
}: {
  state: ListState;
  onChange: (sort: { sortField: SortField; sortOrder: SortOrder }) => void;
}) {
  return (
    <NativeSelect
      aria-label={TABLE_MSG.sortBy}
      data-testid="sort-select"
      size="xs"
      style={{ minWidth: 0, flex: '0 1 auto' }}
      styles={{ input: { textOverflow: 'ellipsis' } }}
      data={SORT_OPTIONS}
      value={`${state.sortField}:${state.sortOrder}`}
      onChange={(e) => {
        const [field, order] = e.currentTarget.value.split(':');
        onChange({ sortField: field as SortField, sortOrder: order as SortOrder });
      }}
    />
  );
}

export function InvoiceCard({
  invoice: inv,
  operationType,
  selection,
  handlers,
}: {
  invoice: InvoiceListItem;
  operationType: OperationType;
  /** Null for a user who only reads: no checkboxes (every bulk action writes). */
  selection: Selection | null;
  handlers: RowActionHandlers;
}) {
  const who = counterpart(inv);
  const selected = selection?.isSelected(inv.id) ?? false;
  const credit = isCreditNote(inv.document_type);
  // The card's lines start under the name, past the checkbox when there is one.
  const indent = selection ? 32 : 0;
  return (
    <Card
      padding="md"
      radius="md"
      role="button"
      tabIndex={0}
      data-testid="invoice-row"
      data-invoice-id={inv.id}
      data-selected={selected || undefined}
      className={classes.card}
      aria-label={TABLE_MSG.rowLabel(inv.folio, who.name, amountSpoken(inv))}
      onClick={() => handlers.onOpen(inv)}
      onKeyDown={openOnKey(() => handlers.onOpen(inv))}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          {selection && (
            <Checkbox
              mt={2}
              aria-label={`Seleccionar folio ${inv.folio}`}
              checked={selected}
              onClick={(e) => e.stopPropagation()}
              onChange={() => selection.toggle(inv.id)}
            />
          )}
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={2}>
              {who.name || TABLE_MSG.noName}
            </Text>
            <Text size="xs" c="dimmed">
              RUT {displayRut(who.rut)}
            </Text>
          </div>
        </Group>
        <RowActions invoice={inv} operationType={operationType} handlers={handlers} />
      </Group>
      <Stack gap={2} mt={8} pl={indent}>
        <Text size="xs" c={credit ? 'grape.8' : 'dimmed'} fw={credit ? 600 : undefined}>
          {docTypeShort(inv)} · Folio {inv.folio}
        </Text>
        <Text size="xs" c="dimmed">
          Emitida {dateText(inv.fecha_recepcion)} · Vence {dateText(inv.fecha_de_expiracion_interna)}
        </Text>
      </Stack>
      <Group justify="space-between" mt={10} gap="xs" pl={indent} wrap="nowrap" align="center">
        <Group gap={4}>
          <PaidBadge state={payState(inv)} />
          <StatusBadges invoice={inv} />
        </Group>
        <Stack gap={0} align="flex-end">
          <Text
            fw={700}
            size="md"
            c={credit ? 'grape.8' : undefined}
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {amountText(inv)}
          </Text>
          <BalanceLine invoice={inv} />
        </Stack>
      </Group>
    </Card>
  );
}
