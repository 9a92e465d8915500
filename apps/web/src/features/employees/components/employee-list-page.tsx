// /remuneraciones/empleados: the business's workers, searched by RUT, name or position, filtered by
// status, 10 a page; the spreadsheet out (everyone) and in (owner and admin).
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CONTRACT_TYPES, labelOf } from '@portal/domain';
import type { EmployeeRow } from '@portal/contracts';
import { IconDownload, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { useCurrentBusiness } from '../../../lib/current-business';
import { displayDate, displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { downloadEmployees, useEmployeeList } from '../api/employees';
import { EMPLOYEES_MSG as M } from '../messages';
import { employeePath, employeesUrl, toListState } from '../utils/employees-url';
import { ImportButton } from './import-button';

export function EmployeeListPage() {
  const { canWrite } = useCurrentBusiness();
  const url = useListUrlState(employeesUrl);
  const state = toListState(url.value);
  const list = useEmployeeList(state);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [downloading, setDownloading] = useState(false);
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const searching = state.search !== '' || state.status !== undefined;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadEmployees(state);
    } catch {
      notifyError(M.exportError);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={M.listTitle}
        description={M.listDescription}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              loading={downloading}
              data-testid="employees-export"
            >
              {M.exportButton}
            </Button>
            {canWrite ? <ImportButton /> : null}
            {canWrite ? (
              <Button
                component={Link}
                to={employeePath()}
                leftSection={<IconPlus size={16} aria-hidden />}
                data-testid="employees-new"
              >
                {M.newEmployee}
              </Button>
            ) : null}
          </Group>
        }
      />
      {canWrite ? null : <ReadOnlyNote what={M.readOnlyWhat} testId="employees-read-only" />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={M.searchLabel}
          placeholder={M.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={url.search.value}
          onChange={(e) => url.search.onChange(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          data-testid="employees-search"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="employees-status-label">
            {M.statusLabel}
          </Text>
          <SegmentedControl
            aria-labelledby="employees-status-label"
            value={state.status ?? 'all'}
            onChange={(v) => url.set({ status: v === 'all' ? undefined : (v as 'working' | 'settled') })}
            data={[
              { value: 'all', label: M.allStatuses },
              { value: 'working', label: 'Trabajando' },
              { value: 'settled', label: 'Finiquitado' },
            ]}
            data-testid="employees-status"
          />
        </Stack>
      </Group>
      {data ? (
        <Text size="sm" c="dimmed" data-testid="employees-counts">
          {M.counts(data.meta.working, data.meta.settled)}
        </Text>
      ) : null}
      <ListView
        query={list}
        rows={data?.data.employees}
        rowKey={(r) => r.rut}
        compact={compact}
        errorMessage={M.loadError}
        empty={{
          title: searching ? M.searchEmpty : M.emptyTitle,
          description: searching ? undefined : M.emptyDescription,
        }}
        testId="employees-table"
        minWidth={760}
        columns={COLUMNS}
        row={() => ({ testId: 'employee-row' })}
        card={(r) => <RowCard r={r} />}
        footer={
          data
            ? {
                summary: M.page(
                  (state.page - 1) * data.meta.page_size + 1,
                  Math.min(total, state.page * data.meta.page_size),
                  total,
                ),
                summaryTestId: 'employees-range',
                page: state.page,
                pages: pageCount(total, data.meta.page_size),
                onPage: (page) => url.set({ page }),
              }
            : undefined
        }
      />
    </Stack>
  );
}

const StatusBadge = ({ status }: { status: EmployeeRow['status'] }) => (
  <Badge color={status === 'working' ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
    {status === 'working' ? 'Trabajando' : 'Finiquitado'}
  </Badge>
);

const COLUMNS: ListColumn<EmployeeRow>[] = [
  {
    key: 'name',
    header: M.columns.name,
    cell: (r) => (
      <Anchor component={Link} to={employeePath(r.rut)} fw={600} fz="sm">
        {r.full_name}
      </Anchor>
    ),
  },
  {
    key: 'rut',
    header: M.columns.rut,
    td: () => ({ style: { whiteSpace: 'nowrap' } }),
    cell: (r) => displayRut(r.rut),
  },
  { key: 'position', header: M.columns.position, cell: (r) => r.position },
  { key: 'contract', header: M.columns.contract, cell: (r) => labelOf(CONTRACT_TYPES, r.contract_type) },
  { key: 'start', header: M.columns.start, cell: (r) => displayDate(r.start_date) },
  { key: 'status', header: M.columns.status, cell: (r) => <StatusBadge status={r.status} /> },
];

function RowCard({ r }: { r: EmployeeRow }) {
  return (
    <Card withBorder padding="md" data-testid="employee-row">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={employeePath(r.rut)} fw={600}>
            {r.full_name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {displayRut(r.rut)} · {r.position}
          </Text>
          <Text size="xs" c="dimmed">
            {labelOf(CONTRACT_TYPES, r.contract_type)} · {M.columns.start}: {displayDate(r.start_date)}
          </Text>
        </Stack>
        <StatusBadge status={r.status} />
      </Group>
    </Card>
  );
}
