// /…/mis-clientes/:client/registro-de-ventas and /…/mis-proveedores/:provider/registro-de-ventas:
// the documents of one client (provider), newest first, 10 a page, with the registry's fields.
import { Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RegistryRecord } from '@portal/contracts';
import { formatCLP, periodLabel } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { displayDate, displayRut } from '../../../lib/format';
import { useRegistry } from '../api/clients';
import { CLIENTS_MSG, type Kind, kindMsg } from '../messages';
import { detailPath } from './paths';

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

export function RegistryPage({ kind }: { kind: Kind }) {
  const m = kindMsg(kind);
  const R = CLIENTS_MSG.registry;
  const params = useParams();
  const rut = decodeURIComponent((kind === 'client' ? params.client : params.provider) ?? '');
  const [search, setSearch] = useSearchParams();
  const pageParam = Number(search.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const registry = useRegistry(kind, rut, page);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const data = registry.data;

  let body: ReactNode;
  if (registry.isPending) body = <Skeleton height={360} radius="md" />;
  else if (registry.isError && !data)
    body =
      isApiError(registry.error, 404) || isApiError(registry.error, 400) ? (
        <Card withBorder>
          <EmptyState title={m.notFound} />
        </Card>
      ) : (
        <LoadError
          message={m.registryError}
          onRetry={() => registry.refetch()}
          retrying={registry.isFetching}
        />
      );
  else if (data && data.records.length === 0)
    body = (
      <Card withBorder>
        <EmptyState title={m.registryEmpty} />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="registry-table">
        {data.records.map((r) => (
          <Card key={r.id} withBorder padding="sm" data-testid="registry-row">
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
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover data-testid="registry-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{R.doc}</Table.Th>
                <Table.Th>{R.date}</Table.Th>
                <Table.Th>{R.due}</Table.Th>
                <Table.Th ta="right">{R.net}</Table.Th>
                <Table.Th ta="right">{R.tax}</Table.Th>
                <Table.Th ta="right">{R.otherTaxesShort}</Table.Th>
                <Table.Th ta="right">{R.total}</Table.Th>
                <Table.Th ta="right">{m.dueColumn}</Table.Th>
                <Table.Th>{R.state}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.records.map((r) => (
                <Table.Tr key={r.id} data-testid="registry-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      N° {r.doc_number}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.doc_type_name}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{displayDate(r.doc_date)}</Text>
                    <Text size="xs" c="dimmed">
                      {periodLabel(r.period)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{displayDate(r.due_date)}</Text>
                    <Text size="xs" c="dimmed" title={R.siiDue}>
                      {R.sii}: {r.sii_due_description.replace(/^Sin fecha$/, 'sin fecha')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{money(r.net_amount)}</Table.Td>
                  <Table.Td ta="right">{money(r.tax_recoverable)}</Table.Td>
                  <Table.Td ta="right">{money(r.other_taxes)}</Table.Td>
                  <Table.Td ta="right">{money(r.total_amount)}</Table.Td>
                  <Table.Td ta="right">{money(kind === 'client' ? r.due_collect : r.due_pay)}</Table.Td>
                  <Table.Td>
                    <StateBadge r={r} kind={kind} />
                    <Text size="xs" c="dimmed" mt={2} style={{ whiteSpace: 'nowrap' }}>
                      {R.sii} {r.sii_state}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / (data?.meta.page_size ?? 10)));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={detailPath(kind, rut)} size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {data?.business_name || displayRut(rut)}
        </Group>
      </Anchor>
      <PageHeader title={m.registryTitle} description={`${data?.business_name ?? ''} · ${displayRut(rut)}`} />
      {body}
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {CLIENTS_MSG.page(
              (page - 1) * data.meta.page_size + 1,
              Math.min(total, page * data.meta.page_size),
              total,
            )}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {}, { replace: true })}
            size="sm"
            siblings={compact ? 0 : 1}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
