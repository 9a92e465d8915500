// The body of a list screen, the same on every list: a skeleton while it loads, the screen's error with
// a retry, its own empty state, the rows as a table on a desktop or as cards on a phone, and the page
// footer. The screen keeps its filters, texts and test hooks; the shell is written once here.
import { Card, Checkbox, Group, Skeleton, Stack, Table } from '@mantine/core';
import {
  type ComponentProps,
  type CSSProperties,
  Fragment,
  type HTMLAttributes,
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
  /** The width of the cell's bar in a skeleton row (default 60%). */
  skeleton?: number | string;
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
  /** Anything else the row element takes (a drop target's handlers, a class). */
  props?: HTMLAttributes<HTMLTableRowElement>;
};

export type ListSelection<Row> = {
  isSelected: (row: Row) => boolean;
  toggle: (row: Row) => void;
  /** Select or clear every row of the page. */
  setPage: (rows: readonly Row[], checked: boolean) => void;
  pageLabel: string;
  /** The page's box on a phone, above the cards, shows this label (default: none, pageLabel read aloud). */
  pageShortLabel?: string;
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
  /**
   * While the first page loads: the table's headers over this many placeholder rows (as many
   * placeholder cards on a phone) instead of one block, so nothing moves when the rows arrive.
   */
  skeletonRows?: number;
  /** The rows are the previous query's while the new one loads: dimmed, and busy for screen readers. */
  stale?: boolean;
  /** Above a non-empty list (a "select every matching row" offer). */
  banner?: ReactNode;
  /** Above the cards on a phone, beside the page's checkbox (a sort picker). */
  cardsHeader?: ReactNode;
  /** On the table's scroll container. */
  scrollTestId?: string;
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

/** Enter opens; Space opens too, or picks the row when it can be picked (`pick`). */
export const openOnKey = (open: () => void, pick?: () => void) => (e: KeyboardEvent) => {
  if (e.target !== e.currentTarget) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    if (e.key === ' ' && pick) pick();
    else open();
  }
};

export function ListView<Row>(props: ListViewProps<Row>) {
  const { query, rows, compact, footer } = props;
  let body: ReactNode;
  if (query.isPending && rows === undefined)
    body = props.skeletonRows ? (
      <ListRows {...props} rows={[]} skeletonRows={props.skeletonRows} />
    ) : (
      <Skeleton height={props.loadingHeight ?? 360} radius="md" data-testid={props.loadingTestId} />
    );
  else if (query.isError && rows === undefined)
    body = (
      <LoadError message={props.errorMessage} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  else if (!rows || rows.length === 0)
    body = (
      <Card withBorder data-testid={props.emptyTestId}>
        <EmptyState
          icon={props.empty.icon}
          title={props.empty.title}
          description={props.empty.description}
          action={props.empty.action}
        />
      </Card>
    );
  else body = <ListRows {...props} rows={rows} />;

  return (
    <>
      {rows && rows.length > 0 ? props.banner : null}
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
  | 'skeletonRows'
  | 'stale'
  | 'cardsHeader'
  | 'scrollTestId'
> & { rows: readonly Row[] };

const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `placeholder-${i}`);

/** Checked when every choosable row of the page is, mixed when some are. */
function pageBox<Row>(rows: readonly Row[], selection: ListSelection<Row>) {
  const choosable = selection.canSelect ? rows.filter(selection.canSelect) : rows;
  const checked = choosable.filter((r) => selection.isSelected(r)).length;
  return {
    checked: choosable.length > 0 && checked === choosable.length,
    indeterminate: checked > 0 && checked < choosable.length,
    disabled: choosable.length === 0,
    onChange: (e: { currentTarget: HTMLInputElement }) =>
      selection.setPage(choosable, e.currentTarget.checked),
  };
}

/** The rows alone, for a list already loaded (no states, no footer): a table, or cards on a phone. */
export function ListRows<Row>(props: ListRowsProps<Row>) {
  if (props.compact) return <ListCards {...props} />;
  return <ListTable {...props} />;
}

function ListCards<Row>({
  rows,
  rowKey,
  card,
  selection,
  cardsHeader,
  skeletonRows,
  stale,
  testId,
}: ListRowsProps<Row>) {
  const loading = !!skeletonRows && rows.length === 0;
  return (
    <Stack
      gap="sm"
      data-testid={testId}
      aria-busy={stale || loading || undefined}
      style={stale ? { opacity: 0.6, transition: 'opacity 150ms ease' } : undefined}
    >
      {selection || cardsHeader ? (
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          {selection ? (
            <Checkbox
              size="sm"
              label={selection.pageShortLabel}
              aria-label={selection.pageShortLabel ? undefined : selection.pageLabel}
              styles={{ label: { whiteSpace: 'nowrap' } }}
              {...pageBox(rows, selection)}
            />
          ) : (
            <span />
          )}
          {cardsHeader}
        </Group>
      ) : null}
      {loading
        ? placeholders(skeletonRows).map((k) => (
            <Card key={k} padding="md" aria-hidden>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="40%" mt={10} />
              <Skeleton height={18} width={90} mt={12} />
            </Card>
          ))
        : rows.map((r) => <Fragment key={rowKey(r)}>{card(r)}</Fragment>)}
    </Stack>
  );
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
  skeletonRows,
  stale,
  scrollTestId,
}: ListRowsProps<Row>) {
  const loading = !!skeletonRows && rows.length === 0;
  return (
    <Card withBorder padding={0}>
      <Table.ScrollContainer
        minWidth={minWidth ?? 720}
        type={nativeScroll ? 'native' : undefined}
        data-testid={scrollTestId}
      >
        <Table
          highlightOnHover
          verticalSpacing="sm"
          data-testid={testId}
          aria-busy={stale || loading || undefined}
          style={stale ? { opacity: 0.6, transition: 'opacity 150ms ease' } : undefined}
        >
          {caption ? <HiddenCaption>{caption}</HiddenCaption> : null}
          <Table.Thead>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40}>
                  <Checkbox aria-label={selection.pageLabel} {...pageBox(rows, selection)} />
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
            {loading
              ? placeholders(skeletonRows).map((k) => (
                  <Table.Tr key={k} aria-hidden>
                    {selection ? (
                      <Table.Td>
                        <Skeleton height={12} width={16} radius="sm" />
                      </Table.Td>
                    ) : null}
                    {columns.map((c) => (
                      <Table.Td key={c.key}>
                        <Skeleton
                          height={12}
                          width={c.skeleton ?? '60%'}
                          radius="sm"
                          ml={c.align ? 'auto' : 0}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : null}
            {rows.map((r) => {
              const how = row?.(r) ?? {};
              const open = how.onOpen;
              const selected = selection?.isSelected(r) ?? false;
              // On a row that opens, Space picks it and Enter opens it (its box is not a second tab stop).
              const pick =
                selection && (!selection.canSelect || selection.canSelect(r))
                  ? () => selection.toggle(r)
                  : undefined;
              const onKey = open && openOnKey(open, pick);
              return (
                <Table.Tr
                  key={rowKey(r)}
                  tabIndex={open ? 0 : undefined}
                  onClick={open}
                  onKeyDown={onKey}
                  aria-label={how.label}
                  aria-selected={selection ? selected : undefined}
                  style={open ? { cursor: 'pointer' } : undefined}
                  bg={how.highlighted ? 'blue.0' : selected ? 'brand.0' : undefined}
                  c={how.dimmed ? 'dimmed' : undefined}
                  data-testid={how.testId}
                  {...how.data}
                  {...how.props}
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
                        tabIndex={open ? -1 : undefined}
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
