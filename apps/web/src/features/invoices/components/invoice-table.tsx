// Desktop table of the lists: sortable headers (server-side), a checkbox per row, focusable rows that
// open the detail with Enter or a click.
import { Checkbox, Group, Skeleton, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
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
import { type ListState, SORT_FIELDS, type SortColumn } from '../utils/list-params';
import { CollectionStateBadge } from '../../collections';
import { AckBadge, BalanceLine, ExpiredBadge, NotCountedMark, PaidBadge } from './invoice-badges';
import classes from './invoice-list.module.css';
import { type RowActionHandlers, RowActions } from './row-actions';
import type { Selection } from './selection';
import { TABLE_MSG } from '../utils/messages';

const SKELETON_KEYS = Array.from({ length: 10 }, (_, n) => `skeleton-${n + 1}`);

type Props = {
  operationType: OperationType;
  invoices: InvoiceListItem[] | null;
  state: ListState;
  onSort: (column: SortColumn) => void;
  /** Null for a user who only reads: no checkboxes (every bulk action writes). */
  selection: Selection | null;
  handlers: RowActionHandlers;
  dimmed: boolean;
};

export function InvoiceTable({ operationType, invoices, state, onSort, selection, handlers, dimmed }: Props) {
  const party = TABLE_MSG.party[operationType];
  const rows = invoices ?? [];
  const pageIds = rows.map((r) => r.id);
  const checkedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;

  const sortHeader = (
    column: SortColumn,
    label: string,
    align: 'left' | 'right' = 'left',
    minWidth?: number,
  ) => {
    const active = state.sortField === SORT_FIELDS[column];
    const Icon = !active ? IconArrowsSort : state.sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th
        aria-sort={active ? (state.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}
        style={{ textAlign: align, whiteSpace: 'nowrap', minWidth }}
      >
        <UnstyledButton
          className={classes.sortButton}
          data-testid={`sort-${column}`}
          data-active={active || undefined}
          onClick={() => onSort(column)}
          aria-label={`Ordenar por ${label.toLowerCase()}`}
        >
          <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
            <span>{label}</span>
            <Icon size={14} aria-hidden className={classes.sortIcon} />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const onRowKey = (e: KeyboardEvent<HTMLTableRowElement>, invoice: InvoiceListItem) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      handlers.onOpen(invoice);
    } else if (e.key === ' ' && selection) {
      e.preventDefault();
      selection.toggle(invoice.id);
    }
  };

  return (
    <Table.ScrollContainer minWidth={720} type="native" data-testid="invoice-table-scroll">
      <Table
        data-testid="invoice-table"
        className={classes.table}
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        style={{ opacity: dimmed ? 0.6 : 1 }}
        aria-busy={dimmed || invoices === null}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={TABLE_MSG.selectPage}
                  checked={rows.length > 0 && (selection.allMatching || checkedOnPage === rows.length)}
                  indeterminate={!selection.allMatching && checkedOnPage > 0 && checkedOnPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={(e) => selection.setPage(pageIds, e.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {sortHeader('fecha_recepcion', TABLE_MSG.date)}
            {sortHeader('folio', TABLE_MSG.folio)}
            <Table.Th className={classes.partyCell}>{party}</Table.Th>
            <Table.Th>{TABLE_MSG.due}</Table.Th>
            {sortHeader('monto_total', TABLE_MSG.total, 'right')}
            {sortHeader('pagado', TABLE_MSG.paid, 'left', 112)}
            <Table.Th w={48}>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices === null
            ? SKELETON_KEYS.map((key) => <SkeletonRow key={key} selectable={!!selection} />)
            : rows.map((inv) => {
                const who = counterpart(inv);
                const selected = selection?.isSelected(inv.id) ?? false;
                const credit = isCreditNote(inv.document_type);
                return (
                  <Table.Tr
                    key={inv.id}
                    data-testid="invoice-row"
                    data-invoice-id={inv.id}
                    tabIndex={0}
                    className={classes.row}
                    bg={selected ? 'var(--mantine-color-brand-0)' : undefined}
                    aria-selected={selected}
                    aria-label={TABLE_MSG.rowLabel(inv.folio, who.name, amountSpoken(inv))}
                    onClick={() => handlers.onOpen(inv)}
                    onKeyDown={(e) => onRowKey(e, inv)}
                  >
                    {selection && (
                      <Table.Td onClick={(e) => e.stopPropagation()}>
                        <Checkbox
                          aria-label={`Seleccionar folio ${inv.folio}`}
                          checked={selected}
                          onChange={() => selection.toggle(inv.id)}
                          tabIndex={-1}
                        />
                      </Table.Td>
                    )}
                    <Table.Td className={classes.nowrap}>{dateText(inv.fecha_recepcion)}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td className={classes.partyCell}>
                      <Text size="sm" truncate="end" title={who.name}>
                        {who.name || TABLE_MSG.noName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {displayRut(who.rut)}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <Stack gap={4} align="flex-start">
                        <Text size="sm">{dateText(inv.fecha_de_expiracion_interna)}</Text>
                        <ExpiredBadge invoice={inv} />
                      </Stack>
                    </Table.Td>
                    <Table.Td className={classes.amount} c={credit ? 'grape.8' : undefined}>
                      {amountText(inv)}
                      <BalanceLine invoice={inv} />
                      <NotCountedMark invoice={inv} />
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4} align="flex-start">
                        <PaidBadge state={payState(inv)} />
                        <AckBadge estado={inv.estado} />
                        <CollectionStateBadge state={inv.collection_state} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <RowActions invoice={inv} operationType={operationType} handlers={handlers} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SkeletonRow({ selectable }: { selectable: boolean }) {
  const cell = (w: number | string, extra?: ReactNode) => (
    <Table.Td>
      <Skeleton height={12} width={w} radius="sm" />
      {extra}
    </Table.Td>
  );
  return (
    <Table.Tr aria-hidden>
      {selectable && cell(16)}
      {cell(72)}
      {cell(48, <Skeleton height={8} width={56} mt={6} radius="sm" />)}
      {cell('80%', <Skeleton height={8} width={80} mt={6} radius="sm" />)}
      {cell(72)}
      {cell(90)}
      {cell(64)}
      {cell(20)}
    </Table.Tr>
  );
}
