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
import { type ExpenseFilters, searchBy } from '../utils/filters';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function ExpenseFiltersBar({
  filters,
  update,
  typed,
  setTyped,
  years,
  compact,
}: {
  filters: ExpenseFilters;
  update: (next: Partial<ExpenseFilters>) => void;
  typed: string;
  setTyped: (v: string) => void;
  years: number[];
  compact: boolean;
}) {
  const f = LIST_MSG.filters;
  const [byRange, setByRange] = useState(filters.from !== null || filters.to !== null);
  const parents = useParentCategories().data?.expense_categories ?? [];
  const children = (useChildCategories().data?.expense_categories ?? []).filter(
    (c) => filters.parent === null || c.parent_id === filters.parent,
  );
  const users = useExpenseUsers();
  const more =
    Object.keys(searchBy({ ...filters, search: '' })).length +
    (filters.user !== null ? 1 : 0) +
    (filters.category !== null && filters.parent !== null ? 1 : 0);
  const wide = (basis: number) => ({ flex: `1 1 ${basis}px` });

  return (
    <ListFilters
      search={{
        label: f.search,
        placeholder: f.searchPlaceholder,
        value: typed,
        onChange: setTyped,
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
        value={filters.parent === null ? null : String(filters.parent)}
        onChange={(v) => update({ parent: v ? Number(v) : null, category: null })}
        clearable
        style={wide(150)}
        data-testid="filter-parent"
      />
      <Select
        label={f.child}
        placeholder={f.all}
        data={children.map((c) => ({ value: String(c.id), label: c.name }))}
        value={filters.category === null ? null : String(filters.category)}
        onChange={(v) => update({ category: v ? Number(v) : null })}
        clearable
        searchable
        style={wide(160)}
        data-testid="filter-category"
      />
      <Select
        label={f.status}
        placeholder={f.allStatus}
        data={EXPENSE_STATUSES.map((s) => ({ value: s, label: STATUS_TEXT[s].label }))}
        value={filters.status}
        onChange={(v) => update({ status: (v as ExpenseFilters['status']) ?? null })}
        clearable
        style={wide(130)}
        data-testid="filter-status"
      />
      <Stack gap={4} style={{ flex: '0 0 auto' }}>
        <Text size="sm" fw={500}>
          {f.period}
        </Text>
        <SegmentedControl
          size="sm"
          data={[
            { value: 'month', label: f.byMonth },
            { value: 'range', label: f.byRange },
          ]}
          value={byRange ? 'range' : 'month'}
          onChange={(v) => {
            setByRange(v === 'range');
            update({ from: null, to: null, month: null, year: null });
          }}
        />
      </Stack>
      {byRange ? (
        <>
          <DateField
            label={f.from}
            value={filters.from}
            onChange={(iso) => update({ from: iso })}
            clearable
            error={filters.from && !filters.to ? f.rangeHint : undefined}
            style={wide(150)}
            data-testid="filter-from"
          />
          <DateField
            label={f.to}
            value={filters.to}
            onChange={(iso) => update({ to: iso })}
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
            value={filters.month === null ? null : String(filters.month)}
            onChange={(v) => update({ month: v ? Number(v) : null })}
            clearable
            style={wide(130)}
            data-testid="filter-month"
          />
          <Select
            label={f.year}
            placeholder={f.all}
            data={years.map(String)}
            value={filters.year === null ? null : String(filters.year)}
            onChange={(v) => update({ year: v ? Number(v) : null })}
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
        value={filters.conciliated === null ? null : filters.conciliated ? 'si' : 'no'}
        onChange={(v) => update({ conciliated: v === null ? null : v === 'si' })}
        clearable
        style={wide(110)}
        data-testid="filter-conciliated"
      />
      <NumberInput
        label={f.movement}
        value={filters.movement ?? ''}
        onChange={(v) => update({ movement: v === '' || v === undefined ? null : Number(v) })}
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
        value={filters.user === null ? null : String(filters.user)}
        onChange={(v) => update({ user: v ? Number(v) : null })}
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
