// /flujo-de-caja/documentos: the unpaid documents behind one figure of the cash flow.
import { Anchor, Badge, Card, Group, Pagination, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { documentTypeName, formatCLP, formatDate, formatRut } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/states';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import {
  type CashFlowDocument,
  type FlowOperation,
  type GroupBy,
  useCashFlowDocuments,
} from '../api/cash-flow';
import { CASH_FLOW_DOCUMENTS_MSG, counterpartLabel, documentsDescription, flowKind } from '../messages';
import { bucketLabel } from './bucket-label';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The invoice's own page (spec §2 paths), so the detail opens with its tabs. */
function invoicePath(operationType: FlowOperation, id: number): string {
  return operationType === 'COMPRA'
    ? `/compras-y-ventas/detalle-de-factura-de-compra/${id}`
    : `/compras-y-ventas/detalle-de-factura?id=${id}`;
}

export function CashFlowDocumentsPage() {
  const [params, setParams] = useSearchParams();
  const start = params.get('bucket_start');
  const end = params.get('bucket_end');
  const operationType: FlowOperation = params.get('operationType') === 'COMPRA' ? 'COMPRA' : 'VENTA';
  const groupBy: GroupBy = params.get('group_by') === 'month' ? 'month' : 'week';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = {
    bucket_start: start && DATE_RE.test(start) ? start : null,
    bucket_end: end && DATE_RE.test(end) ? end : null,
    operationType,
    page,
  };
  const docs = useCashFlowDocuments(query);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const overdue = params.get('overdue') === 'true';
  const label =
    params.get('label') ??
    bucketLabel({ start: query.bucket_start, end: query.bucket_end ?? '', overdue }, groupBy);
  const kind = flowKind(operationType);
  const meta = docs.data?.meta;
  const totalPages = meta ? Math.max(1, Math.ceil(meta.total_elements / (meta.page_size || 10))) : 1;
  const back = groupBy === 'month' ? '/flujo-de-caja?group_by=month' : '/flujo-de-caja';

  const setPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next, { replace: true });
  };

  const who = (d: CashFlowDocument) => (
    <>
      <Text size="sm" truncate="end">
        {d.razon_social || CASH_FLOW_DOCUMENTS_MSG.noName}
      </Text>
      <Text size="xs" c="dimmed">
        {d.rut ? formatRut(d.rut) : '—'}
      </Text>
    </>
  );

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm" mt={-8} w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {CASH_FLOW_DOCUMENTS_MSG.back}
        </Group>
      </Anchor>
      <PageHeader
        title={`${kind}: ${label}`}
        description={documentsDescription(operationType, overdue)}
        actions={
          docs.data ? (
            <Text fw={700} fz="xl" data-testid="cash-flow-documents-total">
              {formatCLP(docs.data.total_det_mnt_total)}
            </Text>
          ) : null
        }
      />
      {!query.bucket_end ? (
        <Card>
          <EmptyState
            title={CASH_FLOW_DOCUMENTS_MSG.pickTitle}
            description={CASH_FLOW_DOCUMENTS_MSG.pickDescription}
            action={
              <Anchor component={Link} to={back}>
                {CASH_FLOW_DOCUMENTS_MSG.goToFlow}
              </Anchor>
            }
          />
        </Card>
      ) : docs.isPending ? (
        <Skeleton height={300} radius="lg" />
      ) : docs.isError && !docs.data ? (
        <LoadError
          message={CASH_FLOW_DOCUMENTS_MSG.loadError}
          onRetry={() => docs.refetch()}
          retrying={docs.isFetching}
        />
      ) : docs.data.invoices.length === 0 ? (
        <Card>
          <EmptyState title={CASH_FLOW_DOCUMENTS_MSG.empty} />
        </Card>
      ) : compact ? (
        <Stack gap="sm" data-testid="cash-flow-documents">
          {docs.data.invoices.map((d) => (
            <Card key={d.id} component={Link} to={invoicePath(operationType, d.id)} padding="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>{who(d)}</div>
                <Text fw={700} size="sm">
                  {formatCLP(d.signed_total)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={6}>
                {d.document_type_name || documentTypeName(d.document_type)} · {CASH_FLOW_DOCUMENTS_MSG.folio}{' '}
                {d.folio} · {CASH_FLOW_DOCUMENTS_MSG.dueShort} {formatDate(d.fecha_de_expiracion_interna)}
              </Text>
            </Card>
          ))}
        </Stack>
      ) : (
        <Paper withBorder radius="lg" p="xs">
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="sm" highlightOnHover data-testid="cash-flow-documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{CASH_FLOW_DOCUMENTS_MSG.folio}</Table.Th>
                  <Table.Th>{CASH_FLOW_DOCUMENTS_MSG.type}</Table.Th>
                  <Table.Th>{counterpartLabel(operationType)}</Table.Th>
                  <Table.Th>{CASH_FLOW_DOCUMENTS_MSG.issued}</Table.Th>
                  <Table.Th>{CASH_FLOW_DOCUMENTS_MSG.due}</Table.Th>
                  <Table.Th ta="right">{CASH_FLOW_DOCUMENTS_MSG.amount}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {docs.data.invoices.map((d) => (
                  <Table.Tr key={d.id}>
                    <Table.Td>
                      <Anchor component={Link} to={invoicePath(operationType, d.id)} fw={600} size="sm">
                        {d.folio}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{d.document_type_name || documentTypeName(d.document_type)}</Text>
                    </Table.Td>
                    <Table.Td maw={260}>{who(d)}</Table.Td>
                    <Table.Td>{formatDate(d.fecha_recepcion)}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {formatDate(d.fecha_de_expiracion_interna)}
                        {d.expired && (
                          <Badge color="red" variant="light" size="sm" tt="none">
                            {CASH_FLOW_DOCUMENTS_MSG.expired}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatCLP(d.signed_total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {meta && totalPages > 1 && (
        <Group justify="flex-end">
          <Pagination total={totalPages} value={Math.min(page, totalPages)} onChange={setPage} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
