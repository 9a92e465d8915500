// The body of a list screen, the same on every list: a skeleton while it loads, the screen's error with
// a retry, its own empty state, the rows as a table on a desktop or as cards on a phone, and the page
// footer. The screen keeps its filters, texts and test hooks; the shell is written once here.
import { Card, Checkbox, Skeleton, Stack, Table } from '@mantine/core';
import {
  type ComponentProps,
  type CSSProperties,
  Fragment,
  type KeyboardEvent,
  type Key as ReactKey,
  type ReactNode,
} from 'react';
import { HiddenCaption } from '../ui/hidden-caption';
import { EmptyState, LoadError } from '../ui/states';
import { ListFooter, type ListFooterProps } from './list-footer';
import { type ListSort, SortHeader } from './sort-header';

export type ListColumn<Row> = {
  key: string;
  header: ReactNode;
  /** The sort field this header chooses; without it the header is plain text. */
  sort?: string;
  align?: 'right';
  /** Header style (a width, no wrapping). */
  style?: CSSProperties;
  cell: (row: Row) => ReactNode;
  /** Cell props (a width, a style) beside its content. */
  td?: (row: Row) => Omit<ComponentProps<typeof Table.Td>, 'children'> & { [data: `data-${string}`]: string };
};

/** What a table row does: opened by a click, Enter or Space; named for screen readers; test hooks. */
export type ListRow = {
  onOpen?: () => void;
  label?: string;
  testId?: string;
  /** data-* attributes of the row (an id the browser tests read). */
  data?: Record<`data-${string}`, string | number | undefined>;
  /** The row's highlighted background (its detail is open). */
  highlighted?: boolean;
  /** Greyed text (a voided document). */
  dimmed?: boolean;
};

export type ListSelection<Row> = {
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** Select or clear every row of the page. */
  setPage: (rows: readonly Row[], checked: boolean) => void;
  pageLabel: string;
  rowLabel: (row: Row) => string;
  /** A row that cannot be chosen shows its box disabled, with why (default: every row can). */
  canSelect?: (row: Row) => boolean;
  cannotSelectTitle?: string;
};

export type ListQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type ListViewProps<Row> = {
  query: ListQuery;
  /** The page's rows, undefined until the first answer. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => ReactKey;
  /** A phone: cards instead of the table. */
  compact: boolean;
  errorMessage: string;
  empty: { title: string; description?: ReactNode; action?: ReactNode; icon?: ReactNode };
  emptyTestId?: string;
  /** On the table and on the stack of cards alike. */
  testId: string;
  columns: readonly ListColumn<Row>[];
  card: (row: Row) => ReactNode;
  row?: (row: Row) => ListRow;
  caption?: ReactNode;
  /** The table scrolls sideways below this width. */
  minWidth?: number;
  loadingHeight?: number;
  loadingTestId?: string;
  sort?: ListSort;
  selection?: ListSelection<Row>;
  /** Shown under a non-empty list. */
  footer?: ListFooterProps;
  /** The table's tfoot rows (totals). */
  tableFoot?: ReactNode;
  /** Rows the table shows before the page's rows (a ledger's opening balance). */
  leadRows?: ReactNode;
  /** Something between the rows and the footer (a total line). */
  after?: ReactNode;
  /** Screen readers hear the rows change (a polite live region, busy while fetching). */
  live?: boolean;
  /** The browser's own scrollbar on the table, not Mantine's. */
  nativeScroll?: boolean;
};

export const openOnKey = (open: () => void) => (e: KeyboardEvent) => {
  if (e.target !== e.currentTarget) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    open();
  }
};

export function ListView<Row>(props: ListViewProps<Row>) {
  const { query, rows, compact, footer } = props;
  let body: ReactNode;
  if (query.isPending && rows === undefined)
    body = <Skeleton height={props.loadingHeight ?? 360} radius="md" data-testid={props.loadingTestId} />;
  else if (query.isError && rows === undefined)
    body = (
      <LoadError message={props.errorMessage} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  else if (!rows || rows.length === 0)
    body = (
      <Card withBorder data-testid={props.emptyTestId}>
        <EmptyState
          title={props.empty.title}
          description={props.empty.description}
          action={props.empty.action}
        />
      </Card>
    );
  else body = <ListRows {...props} rows={rows} />;

  return (
    <>
      {props.live ? (
        <div aria-live="polite" aria-busy={query.isFetching}>
          {body}
        </div>
      ) : (
        body
      )}
      {rows && rows.length > 0 ? props.after : null}
      {footer && rows && rows.length > 0 ? <ListFooter {...footer} compact={compact} /> : null}
    </>
  );
}

export type ListRowsProps<Row> = Pick<
  ListViewProps<Row>,
  | 'rowKey'
  | 'compact'
  | 'testId'
  | 'columns'
  | 'card'
  | 'row'
  | 'caption'
  | 'minWidth'
  | 'sort'
  | 'selection'
  | 'nativeScroll'
  | 'tableFoot'
  | 'leadRows'
> & { rows: readonly Row[] };

/** The rows alone, for a list already loaded (no states, no footer): a table, or cards on a phone. */
export function ListRows<Row>(props: ListRowsProps<Row>) {
  if (props.compact)
    return (
      <Stack gap="sm" data-testid={props.testId}>
        {props.rows.map((r) => (
          <Fragment key={props.rowKey(r)}>{props.card(r)}</Fragment>
        ))}
      </Stack>
    );
  return <ListTable {...props} />;
}

function ListTable<Row>({
  rows,
  rowKey,
  columns,
  row,
  caption,
  minWidth,
  sort,
  selection,
  testId,
  nativeScroll,
  tableFoot,
  leadRows,
}: ListRowsProps<Row>) {
  const choosable = selection?.canSelect ? rows.filter(selection.canSelect) : rows;
  const checked = selection ? choosable.filter((r) => selection.isSelected(r)).length : 0;
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer minWidth={minWidth ?? 720} type={nativeScroll ? 'native' : undefined}>
        <Table highlightOnHover verticalSpacing="sm" data-testid={testId}>
          {caption ? <HiddenCaption>{caption}</HiddenCaption> : null}
          <Table.Thead>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40}>
                  <Checkbox
                    aria-label={selection.pageLabel}
                    checked={choosable.length > 0 && checked === choosable.length}
                    indeterminate={checked > 0 && checked < choosable.length}
                    disabled={choosable.length === 0}
                    onChange={(e) => selection.setPage(choosable, e.currentTarget.checked)}
                  />
                </Table.Th>
              ) : null}
              {columns.map((c) =>
                c.sort && sort ? (
                  <SortHeader
                    key={c.key}
                    field={c.sort}
                    label={c.header}
                    sort={sort}
                    align={c.align}
                    style={c.style}
                  />
                ) : (
                  <Table.Th key={c.key} scope="col" ta={c.align} style={c.style}>
                    {c.header}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {leadRows}
            {rows.map((r) => {
              const how = row?.(r) ?? {};
              const open = how.onOpen;
              return (
                <Table.Tr
                  key={rowKey(r)}
                  tabIndex={open ? 0 : undefined}
                  onClick={open}
                  onKeyDown={open ? openOnKey(open) : undefined}
                  aria-label={how.label}
                  style={open ? { cursor: 'pointer' } : undefined}
                  bg={how.highlighted ? 'blue.0' : undefined}
                  c={how.dimmed ? 'dimmed' : undefined}
                  data-testid={how.testId}
                  {...how.data}
                >
                  {selection ? (
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        aria-label={selection.rowLabel(r)}
                        checked={selection.isSelected(r)}
                        disabled={selection.canSelect ? !selection.canSelect(r) : false}
                        title={
                          selection.canSelect && !selection.canSelect(r)
                            ? selection.cannotSelectTitle
                            : undefined
                        }
                        onChange={() => selection.toggle(r)}
                      />
                    </Table.Td>
                  ) : null}
                  {columns.map((c) => (
                    <Table.Td key={c.key} ta={c.align} {...c.td?.(r)}>
                      {c.cell(r)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {tableFoot ? <Table.Tfoot>{tableFoot}</Table.Tfoot> : null}
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
