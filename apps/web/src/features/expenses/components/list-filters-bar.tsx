// The filters of the expenses list: search, category and subcategory, status, month and year or a
// date range (exactly two dates), reconciled, bank movement, who entered it, and the order.
import { NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { EXPENSE_SORTS, EXPENSE_STATUSES, type ExpenseSort } from '@portal/contracts';
import { MONTH_NAMES } from '@portal/domain';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field';
import { ListFilters } from '../../../components/ui/list-filters';
import { useChildCategories, useExpenseUsers, useParentCategories } from '../api/expenses';
import { LIST_MSG, STATUS_TEXT } from '../messages';
import { type ExpensesUrl, searchBy } from '../utils/expenses-url';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ExpenseFiltersBar({
  filters,
  update,
  search,
  years,
  compact,
}: {
  filters: ExpensesUrl;
  update: (next: Partial<ExpensesUrl>) => void;
  /** The search box's text and its change (written to the URL after a pause). */
  search: { value: string; onChange: (text: string) => void };
  years: number[];
  compact: boolean;
}) {
  const f = LIST_MSG.filters;
  const [byRange, setByRange] = useState(filters.from !== undefined || filters.to !== undefined);
  const parents = useParentCategories().data?.expense_categories ?? [];
  const children = (useChildCategories().data?.expense_categories ?? []).filter(
    (c) => filters.parent_category_id === undefined || c.parent_id === filters.parent_category_id,
  );
  const users = useExpenseUsers();
  const more =
    Object.keys(searchBy({ ...filters, search: undefined })).length +
    (filters.select_user_id !== undefined ? 1 : 0) +
    (filters.category_id !== undefined && filters.parent_category_id !== undefined ? 1 : 0);
  const wide = (basis: number) => ({ flex: `1 1 ${basis}px` });

  return (
    <ListFilters
      search={{
        label: f.search,
        placeholder: f.searchPlaceholder,
        value: search.value,
        onChange: search.onChange,
        maxLength: 120,
        testId: 'expenses-search',
      }}
      compact={compact}
      moreLabel={f.more(more)}
      moreCount={more}
      id="expenses-more-filters"
      testId="expenses-filters"
      toggleTestId="expenses-filters-toggle"
    >
      <Select
        label={f.parent}
        placeholder={f.all}
        data={parents.map((p) => ({ value: String(p.id), label: p.name }))}
        value={filters.parent_category_id === undefined ? null : String(filters.parent_category_id)}
        onChange={(v) => update({ parent_category_id: v ? Number(v) : undefined, category_id: undefined })}
        clearable
        style={wide(150)}
        data-testid="filter-parent"
      />
      <Select
        label={f.child}
        placeholder={f.all}
        data={children.map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.category_id === undefined ? null : String(filters.category_id)}
        onChange={(v) => update({ category_id: v ? Number(v) : undefined })}
        clearable
        searchable
        style={wide(160)}
        data-testid="filter-category"
      />
      <Select
        label={f.status}
        placeholder={f.allStatus}
        data={EXPENSE_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s].label }))}
        value={filters.status ?? null}
        onChange={(v) => update({ status: (v as ExpensesUrl['status']) ?? undefined })}
        clearable
        style={wide(130)}
        data-testid="filter-status"
      />
      <Stack gap={4} style={{ flex: '0 0 auto' }}>
        {/* Sized as the fields beside it: their labels and their height. */}
        <Text size="md" fw={500}>
          {f.period}
        </Text>
        <SegmentedControl
          data={[
            { value: 'month', label: f.byMonth },
            { value: 'range', label: f.byRange },
          ]}
          value={byRange ? 'range' : 'month'}
          onChange={(v) => {
            setByRange(v === 'range');
            update({ from: undefined, to: undefined, month: undefined, year: undefined });
          }}
        />
      </Stack>
      {byRange ? (
        <>
          <DateField
            label={f.from}
            value={filters.from ?? null}
            onChange={(iso) => update({ from: iso ?? undefined })}
            clearable
            error={filters.from && !filters.to ? f.rangeHint : undefined}
            style={wide(150)}
            data-testid="filter-from"
          />
          <DateField
            label={f.to}
            value={filters.to ?? null}
            onChange={(iso) => update({ to: iso ?? undefined })}
            clearable
            error={filters.to && !filters.from ? f.rangeHint : undefined}
            style={wide(150)}
            data-testid="filter-to"
          />
        </>
      ) : (
        <>
          <Select
            label={f.month}
            placeholder={f.all}
            data={MONTH_NAMES.map((m, i) => ({ value: String(i + 1), label: capital(m) }))}
            value={filters.month === undefined ? null : String(filters.month)}
            onChange={(v) => update({ month: v ? Number(v) : undefined })}
            clearable
            style={wide(130)}
            data-testid="filter-month"
          />
          <Select
            label={f.year}
            placeholder={f.all}
            data={years.map(String)}
            value={filters.year === undefined ? null : String(filters.year)}
            onChange={(v) => update({ year: v ? Number(v) : undefined })}
            clearable
            style={wide(100)}
            data-testid="filter-year"
          />
        </>
      )}
      <Select
        label={f.conciliated}
        placeholder={f.all}
        data={[
          { value: 'si', label: f.conciliatedYes },
          { value: 'no', label: f.conciliatedNo },
        ]}
        value={filters.conciliated === undefined ? null : filters.conciliated ? 'si' : 'no'}
        onChange={(v) => update({ conciliated: v === null ? undefined : v === 'si' })}
        clearable
        style={wide(110)}
        data-testid="filter-conciliated"
      />
      <NumberInput
        label={f.movement}
        value={filters.bm_movement_id ?? ''}
        onChange={(v) => update({ bm_movement_id: v === '' || v === undefined ? undefined : Number(v) })}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        style={wide(130)}
        data-testid="filter-movement"
      />
      <Select
        label={f.user}
        placeholder={f.anyone}
        data={users}
        value={filters.select_user_id === undefined ? null : String(filters.select_user_id)}
        onChange={(v) => update({ select_user_id: v ? Number(v) : undefined })}
        clearable
        style={wide(160)}
        data-testid="filter-user"
      />
      <Select
        label={f.sort}
        data={EXPENSE_SORTS.map((s) => ({ value: s, label: f.sorts[s] }))}
        value={filters.sort}
        onChange={(v) => update({ sort: (v as ExpenseSort) ?? 'date_desc' })}
        allowDeselect={false}
        style={wide(190)}
        data-testid="filter-sort"
      />
    </ListFilters>
  );
}
