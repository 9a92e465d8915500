// Phones: the list as cards, key facts first (who, amount, paid), the rest below.
import { Card, Checkbox, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { displayRut } from '../../../lib/format';
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
import { BalanceLine, PaidBadge, StatusBadges } from './invoice-badges';
import classes from './invoice-list.module.css';
import { type RowActionHandlers, RowActions } from './row-actions';
import type { Selection } from './selection';
import { TABLE_MSG } from '../utils/messages';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e'];

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

type Props = {
  operationType: OperationType;
  invoices: InvoiceListItem[] | null;
  state: ListState;
  onSortChange: (sort: { sortField: SortField; sortOrder: SortOrder }) => void;
  /** Null for a user who only reads: no checkboxes (every bulk action writes). */
  selection: Selection | null;
  handlers: RowActionHandlers;
  dimmed: boolean;
};

export function InvoiceCards({
  operationType,
  invoices,
  state,
  onSortChange,
  selection,
  handlers,
  dimmed,
}: Props) {
  const rows = invoices ?? [];
  const pageIds = rows.map((r) => r.id);
  const checkedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;
  // The card's lines start under the name, past the checkbox when there is one.
  const indent = selection ? 32 : 0;

  const onKey = (e: KeyboardEvent<HTMLDivElement>, inv: InvoiceListItem) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      handlers.onOpen(inv);
    }
  };

  return (
    <Stack
      gap="sm"
      data-testid="invoice-table"
      style={{ opacity: dimmed ? 0.6 : 1 }}
      aria-busy={dimmed || invoices === null}
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        {selection ? (
          <Checkbox
            styles={{ label: { whiteSpace: 'nowrap' } }}
            label={TABLE_MSG.selectPageShort}
            checked={rows.length > 0 && (selection.allMatching || checkedOnPage === rows.length)}
            indeterminate={!selection.allMatching && checkedOnPage > 0 && checkedOnPage < rows.length}
            disabled={rows.length === 0}
            onChange={(e) => selection.setPage(pageIds, e.currentTarget.checked)}
            size="sm"
          />
        ) : (
          <span />
        )}
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
            onSortChange({ sortField: field as SortField, sortOrder: order as SortOrder });
          }}
        />
      </Group>
      {invoices === null
        ? SKELETON_KEYS.map((key) => (
            <Card key={key} padding="md" aria-hidden>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="40%" mt={10} />
              <Skeleton height={18} width={90} mt={12} />
            </Card>
          ))
        : rows.map((inv) => {
            const who = counterpart(inv);
            const selected = selection?.isSelected(inv.id) ?? false;
            const credit = isCreditNote(inv.document_type);
            return (
              <Card
                key={inv.id}
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
                onKeyDown={(e) => onKey(e, inv)}
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
                    Emitida {dateText(inv.fecha_recepcion)} · Vence{' '}
                    {dateText(inv.fecha_de_expiracion_interna)}
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
          })}
    </Stack>
  );
}
