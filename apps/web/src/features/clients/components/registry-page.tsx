// /…/mis-clientes/:client/registro-de-ventas and /…/mis-proveedores/:provider/registro-de-ventas:
// the documents of one client (provider), newest first, 10 a page, with the registry's fields.
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { type RegistryRecord, registryQuery } from '@portal/contracts';
import { formatCLP, periodLabel } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { useCompact } from '../../../components/ui/use-compact';
import { defineListUrl } from '../../../lib/url-state/list-url';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { isApiError } from '../../../lib/api';
import { displayDate, displayRut } from '../../../lib/format';
import { useRegistry } from '../api/clients';
import { CLIENTS_MSG, type Kind, kindMsg } from '../messages';
import { detailPath } from './paths';

/** The registry's URL: only the contract's page (?page=). */
const REGISTRY_URL = defineListUrl({ page: registryQuery.shape.page }, { page: 'page' });

const money = (n: number) => (
  <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatCLP(n)}
  </Text>
);

function StateBadge({ r, kind }: { r: RegistryRecord; kind: Kind }) {
  const R = CLIENTS_MSG.registry;
  if (r.uncollectible)
    return (
      <Badge color="gray" variant="light" tt="none">
        {R.uncollectible}
      </Badge>
    );
  if (r.payed)
    return (
      <Badge color="teal" variant="light" tt="none">
        {R.paid}
      </Badge>
    );
  const due = kind === 'client' ? r.due_collect : r.due_pay;
  return (
    <Badge color={due > 0 ? 'orange' : 'gray'} variant="light" tt="none">
      {R.unpaid}
    </Badge>
  );
}

const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;

function registryColumns(kind: Kind, dueColumn: string): ListColumn<RegistryRecord>[] {
  const R = CLIENTS_MSG.registry;
  const amount = (key: string, header: string, value: (r: RegistryRecord) => number) =>
    ({ key, header, align: 'right', cell: (r) => money(value(r)) }) satisfies ListColumn<RegistryRecord>;
  return [
    {
      key: 'doc',
      header: R.doc,
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            N° {r.doc_number}
          </Text>
          <Text size="xs" c="dimmed">
            {r.doc_type_name}
          </Text>
        </>
      ),
    },
    {
      key: 'date',
      header: R.date,
      td: () => NOWRAP,
      cell: (r) => (
        <>
          <Text size="sm">{displayDate(r.doc_date)}</Text>
          <Text size="xs" c="dimmed">
            {periodLabel(r.period)}
          </Text>
        </>
      ),
    },
    {
      key: 'due',
      header: R.due,
      td: () => NOWRAP,
      cell: (r) => (
        <>
          <Text size="sm">{displayDate(r.due_date)}</Text>
          <Text size="xs" c="dimmed" title={R.siiDue}>
            {R.sii}: {r.sii_due_description.replace(/^Sin fecha$/, 'sin fecha')}
          </Text>
        </>
      ),
    },
    amount('net', R.net, (r) => r.net_amount),
    amount('tax', R.tax, (r) => r.tax_recoverable),
    amount('other', R.otherTaxesShort, (r) => r.other_taxes),
    amount('total', R.total, (r) => r.total_amount),
    amount('owed', dueColumn, (r) => (kind === 'client' ? r.due_collect : r.due_pay)),
    {
      key: 'state',
      header: R.state,
      cell: (r) => (
        <>
          <StateBadge r={r} kind={kind} />
          <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
            {R.sii} {r.sii_state}
          </Text>
        </>
      ),
    },
  ];
}

function RegistryCard({ r, kind }: { r: RegistryRecord; kind: Kind }) {
  const R = CLIENTS_MSG.registry;
  return (
    <Card withBorder padding="sm" data-testid="registry-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {r.doc_type_name} N° {r.doc_number}
          </Text>
          <Text size="xs" c="dimmed">
            {R.date} {displayDate(r.doc_date)} · {R.due} {displayDate(r.due_date)}
          </Text>
          <Text size="xs" c="dimmed">
            {r.sii_due_description} · {r.sii_state}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatCLP(r.total_amount)}
          </Text>
          <StateBadge r={r} kind={kind} />
        </Stack>
      </Group>
    </Card>
  );
}

export function RegistryPage({ kind }: { kind: Kind }) {
  const m = kindMsg(kind);
  const params = useParams();
  const rut = decodeURIComponent((kind === 'client' ? params.client : params.provider) ?? '');
  const url = useListUrlState(REGISTRY_URL);
  const page = url.value.page;
  const registry = useRegistry(kind, rut, page);
  const compact = useCompact();
  const data = registry.data;

  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const notFound = isApiError(registry.error, 404) || isApiError(registry.error, 400);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={detailPath(kind, rut)} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {data?.business_name || displayRut(rut)}
        </Group>
      </Anchor>
      <PageHeader title={m.registryTitle} description={`${data?.business_name ?? ''} · ${displayRut(rut)}`} />
      {notFound && !data ? (
        <Card withBorder>
          <EmptyState title={m.notFound} />
        </Card>
      ) : (
        <ListView
          query={registry}
          rows={data?.records}
          rowKey={(r) => r.id}
          compact={compact}
          errorMessage={m.registryError}
          empty={{ title: m.registryEmpty }}
          testId="registry-table"
          caption={m.registryTitle}
          minWidth={900}
          row={() => ({ testId: 'registry-row' })}
          columns={registryColumns(kind, m.dueColumn)}
          card={(r) => <RegistryCard r={r} kind={kind} />}
          footer={{
            summary: CLIENTS_MSG.page((page - 1) * pageSize + 1, Math.min(total, page * pageSize), total),
            page,
            pages: pageCount(total, pageSize),
            onPage: (p) => url.set({ page: p }, { replace: true }),
          }}
        />
      )}
    </Stack>
  );
}
