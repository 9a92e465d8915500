// /flujo-de-caja/documentos: the unpaid documents behind one figure of the cash flow.
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  documentTypeName,
  endOfMonth,
  endOfWeek,
  formatCLP,
  formatDate,
  formatRut,
  todayInChile,
} from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { useCompact } from '../../../components/ui/use-compact';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { type CashFlowDocument, type FlowOperation, useCashFlowDocuments } from '../api/cash-flow';
import { CASH_FLOW_DOCUMENTS_MSG, counterpartLabel, documentsDescription, flowKind } from '../messages';
import { CASH_FLOW_DOCUMENTS_URL } from '../utils/documents-url';
import { bucketLabel } from './bucket-label';

/** The invoice's own page (spec §2 paths), so the detail opens with its tabs. */
function invoicePath(operationType: FlowOperation, id: number): string {
  return operationType === 'COMPRA'
    ? `/compras-y-ventas/detalle-de-factura-de-compra/${id}`
    : `/compras-y-ventas/detalle-de-factura?id=${id}`;
}

function Who({ d }: { d: CashFlowDocument }) {
  return (
    <>
      <Text size="sm" truncate="end">
        {d.razon_social || CASH_FLOW_DOCUMENTS_MSG.noName}
      </Text>
      <Text size="xs" c="dimmed">
        {d.rut ? formatRut(d.rut) : '—'}
      </Text>
    </>
  );
}

const docType = (d: CashFlowDocument) => d.document_type_name || documentTypeName(d.document_type);

export function CashFlowDocumentsPage() {
  const url = useListUrlState(CASH_FLOW_DOCUMENTS_URL);
  const { operationType, group_by: groupBy, overdue, page } = url.value;
  // Opened without a figure (a bookmark, the menu): the flow's first bucket, today to the end of
  // the current week (or month), rather than a title of empty dates.
  const bare = !url.value.bucket_start && !url.value.bucket_end;
  const today = todayInChile();
  const bucket_start = bare ? today : url.value.bucket_start;
  const bareEnd = groupBy === 'month' ? endOfMonth(today) : endOfWeek(today);
  const bucket_end = bare ? bareEnd : url.value.bucket_end;
  const docs = useCashFlowDocuments({
    bucket_start: bucket_start ?? null,
    bucket_end: bucket_end ?? null,
    operationType,
    page,
  });
  const navigate = useNavigate();
  const compact = useCompact();
  const label =
    url.params.get('label') ??
    bucketLabel({ start: bucket_start ?? null, end: bucket_end ?? '', overdue: overdue === 'true' }, groupBy);
  const kind = flowKind(operationType);
  const meta = docs.data?.meta;
  const back = groupBy === 'month' ? '/flujo-de-caja?group_by=month' : '/flujo-de-caja';

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
        description={documentsDescription(operationType, overdue === 'true')}
        actions={
          docs.data ? (
            <Text fw={700} fz="xl" data-testid="cash-flow-documents-total">
              {formatCLP(docs.data.total_det_mnt_total)}
            </Text>
          ) : null
        }
      />
      {!bucket_end ? (
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
      ) : (
        <ListView
          query={docs}
          rows={docs.data?.invoices}
          rowKey={(d) => d.id}
          compact={compact}
          errorMessage={CASH_FLOW_DOCUMENTS_MSG.loadError}
          loadingHeight={300}
          empty={{ title: CASH_FLOW_DOCUMENTS_MSG.empty }}
          testId="cash-flow-documents"
          caption={`${kind}: ${label}`}
          minWidth={640}
          nativeScroll
          row={(d) => ({
            onOpen: () => navigate(invoicePath(operationType, d.id)),
            label: `${docType(d)} ${CASH_FLOW_DOCUMENTS_MSG.folio} ${d.folio}`,
          })}
          columns={[
            {
              key: 'folio',
              header: CASH_FLOW_DOCUMENTS_MSG.folio,
              cell: (d) => (
                <Anchor component={Link} to={invoicePath(operationType, d.id)} fw={600} size="sm">
                  {d.folio}
                </Anchor>
              ),
            },
            {
              key: 'type',
              header: CASH_FLOW_DOCUMENTS_MSG.type,
              cell: (d) => <Text size="sm">{docType(d)}</Text>,
            },
            {
              key: 'who',
              header: counterpartLabel(operationType),
              cell: (d) => <Who d={d} />,
              td: () => ({ maw: 260 }),
            },
            {
              key: 'issued',
              header: CASH_FLOW_DOCUMENTS_MSG.issued,
              cell: (d) => formatDate(d.fecha_recepcion),
            },
            {
              key: 'due',
              header: CASH_FLOW_DOCUMENTS_MSG.due,
              cell: (d) => (
                <Group gap={6}>
                  {formatDate(d.fecha_de_expiracion_interna)}
                  {d.expired && (
                    <Badge color="red" variant="light" size="sm" tt="none">
                      {CASH_FLOW_DOCUMENTS_MSG.expired}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              key: 'amount',
              header: CASH_FLOW_DOCUMENTS_MSG.amount,
              align: 'right',
              cell: (d) => formatCLP(d.signed_total),
              td: () => ({ fw: 600, style: { whiteSpace: 'nowrap' } }),
            },
          ]}
          card={(d) => (
            <Card withBorder component={Link} to={invoicePath(operationType, d.id)} padding="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Who d={d} />
                </div>
                <Text fw={700} size="sm">
                  {formatCLP(d.signed_total)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={6}>
                {docType(d)} · {CASH_FLOW_DOCUMENTS_MSG.folio} {d.folio} · {CASH_FLOW_DOCUMENTS_MSG.dueShort}{' '}
                {formatDate(d.fecha_de_expiracion_interna)}
              </Text>
            </Card>
          )}
          footer={{
            page,
            pages: pageCount(meta?.total_elements ?? 0, meta?.page_size || 10),
            onPage: (p) => url.set({ page: p }, { replace: true }),
          }}
        />
      )}
    </Stack>
  );
}
