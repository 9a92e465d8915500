// The invoice detail shared by the modal of the lists and the two detail pages: a header with the key
// facts and actions, and the tabs Detalle, Comentarios, Historial de vencimientos and Documento.
import { Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconCheck,
  IconExternalLink,
  IconCashBanknote,
  IconMailForward,
  IconThumbDown,
  IconThumbUp,
  IconX,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { displayRut } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useInvoice } from '../../api/detail';
import type { InvoiceDetail, OperationType } from '../../api/types';
import { useUpdatePayed } from '../../api/updates';
import { useAcknowledge } from '../../hooks/use-acknowledge';
import { amountText, counterpart, dateText, docTypeText, isCreditNote, payState } from '../../utils/display';
import { detailPath } from '../../utils/detail-path';
import { DETAIL_ERROR, UPDATE_ERROR, ACK_MSG, DETAIL_MSG, ROW_MSG, TABLE_MSG } from '../../utils/messages';
import { BalanceLine, PaidBadge, StatusBadges } from '../invoice-badges';
import { LoadError } from '../../../../components/ui/states';
import {
  COLLECTION_MSG,
  CollectionModal,
  InvoiceCollectionTimeline,
  TIMELINE_MSG,
} from '../../../collections';
import { FACTORING_MSG, FactoringModal } from '../../../factoring';
import { canCollect } from '../row-actions';
import { CommentsTab } from './comments-tab';
import { DetailTab } from './detail-tab';
import { DocumentTab } from './document-tab';
import { HistoryTab } from './history-tab';
import { AccountSelect } from './account-select';
import { InvoiceReminderSchedule } from '../../../reminders';
import { REMINDERS_TAB } from '../../../reminders';
import { useCurrentBusiness } from '../../../../lib/current-business';

export type DetailTabKey =
  | 'detalle'
  | 'comentarios'
  | 'historial'
  | 'documento'
  | 'cobranza'
  | 'recordatorios';
type Props = {
  id: number;
  /** The list or page it was opened from; the invoice's own value wins when present. */
  operationType: OperationType;
  /** In the modal: show a link to the full page. */
  withPageLink?: boolean;
  /** The modal shows the title in its own header. */
  hideTitle?: boolean;
};

export function InvoiceDetailView({ id, operationType, withPageLink, hideTitle }: Props) {
  const query = useInvoice(id);
  const [tab, setTab] = useState<DetailTabKey>('detalle');
  const { canWrite } = useCurrentBusiness();
  const isCompact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  useEffect(() => {
    if (query.isError) notifyError(DETAIL_ERROR);
  }, [query.isError]);

  if (query.isPending) {
    return (
      <Stack gap="md" data-testid="invoice-detail" aria-busy>
        <Skeleton height={28} width="50%" />
        <Skeleton height={16} width="35%" />
        <Skeleton height={36} mt="md" />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Stack data-testid="invoice-detail">
        <LoadError message={DETAIL_ERROR} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </Stack>
    );
  }

  const invoice = query.data;
  const op = invoice.operation_type ?? operationType;
  const compact = isCompact;

  return (
    <Stack gap="md" data-testid="invoice-detail">
      <DetailHeader invoice={invoice} operationType={op} withPageLink={withPageLink} hideTitle={hideTitle} />
      <Tabs
        value={tab}
        onChange={(v) => setTab((v as DetailTabKey) ?? 'detalle')}
        keepMounted={false}
        variant={compact ? 'pills' : 'default'}
        styles={
          compact
            ? { tab: { justifyContent: 'center', textAlign: 'center', whiteSpace: 'normal' } }
            : undefined
        }
      >
        <Tabs.List
          style={compact ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 6 } : undefined}
          aria-label={DETAIL_MSG.sections}
        >
          <Tabs.Tab value="detalle" data-testid="tab-detalle">
            {DETAIL_MSG.tabs.detail}
          </Tabs.Tab>
          <Tabs.Tab value="comentarios" data-testid="tab-comentarios">
            {DETAIL_MSG.tabs.comments}
          </Tabs.Tab>
          <Tabs.Tab value="historial" data-testid="tab-historial">
            {DETAIL_MSG.tabs.history}
          </Tabs.Tab>
          <Tabs.Tab value="documento" data-testid="tab-documento">
            {DETAIL_MSG.tabs.document}
          </Tabs.Tab>
          {op === 'VENTA' && (
            <Tabs.Tab value="cobranza" data-testid="tab-cobranza">
              {TIMELINE_MSG.tab}
            </Tabs.Tab>
          )}
          {op === 'VENTA' ? (
            <Tabs.Tab value="recordatorios" data-testid="tab-recordatorios">
              {REMINDERS_TAB}
            </Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="detalle" pt="md" mih={300}>
          <DetailTab invoice={invoice} operationType={op} />
        </Tabs.Panel>
        <Tabs.Panel value="comentarios" pt="md" mih={300}>
          <CommentsTab invoiceId={invoice.id} />
        </Tabs.Panel>
        <Tabs.Panel value="historial" pt="md" mih={300}>
          <HistoryTab invoice={invoice} />
        </Tabs.Panel>
        <Tabs.Panel value="documento" pt="md" mih={300}>
          <DocumentTab invoice={invoice} />
        </Tabs.Panel>
        {op === 'VENTA' && (
          <Tabs.Panel value="cobranza" pt="md" mih={300}>
            <Text fw={600} size="sm" mb="sm">
              {TIMELINE_MSG.title}
            </Text>
            <InvoiceCollectionTimeline invoiceId={invoice.id} />
          </Tabs.Panel>
        )}
        {op === 'VENTA' ? (
          <Tabs.Panel value="recordatorios" pt="md" mih={300}>
            <InvoiceReminderSchedule invoiceId={invoice.id} canWrite={canWrite} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

export function detailTitle(
  invoice: Pick<InvoiceDetail, 'document_type' | 'document_type_name' | 'folio'>,
): string {
  return `${docTypeText(invoice)} N° ${invoice.folio}`;
}

function DetailHeader({
  invoice,
  operationType,
  withPageLink,
  hideTitle,
}: {
  invoice: InvoiceDetail;
  operationType: OperationType;
  withPageLink?: boolean;
  hideTitle?: boolean;
}) {
  const payed = useUpdatePayed();
  const ack = useAcknowledge();
  const [collecting, setCollecting] = useState(false);
  const [factoring, setFactoring] = useState(false);
  const who = counterpart(invoice);
  const canAcknowledge = operationType === 'COMPRA' && !invoice.accuse_type;
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;

  const togglePaid = () =>
    payed.mutate(
      { id: invoice.id, payed: !invoice.pagado },
      {
        onSuccess: () => notifySuccess(invoice.pagado ? DETAIL_MSG.markedUnpaid : DETAIL_MSG.markedPaid),
        onError: () => notifyError(UPDATE_ERROR),
      },
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {!hideTitle && (
            <Title order={2} fz={{ base: 20, md: 22 }}>
              {detailTitle(invoice)}
            </Title>
          )}
          <Text fw={600}>{who.name || TABLE_MSG.noName}</Text>
          <Text size="sm" c="dimmed">
            {TABLE_MSG.party[operationType]} · RUT {displayRut(who.rut)} · {DETAIL_MSG.issuedOn}{' '}
            {dateText(invoice.issue_date)}
          </Text>
        </Stack>
        <Stack gap={4} align={compact ? 'flex-start' : 'flex-end'}>
          <Text
            fz={26}
            fw={700}
            c={isCreditNote(invoice.document_type) ? 'grape.8' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
            data-testid="detail-amount"
          >
            {amountText(invoice)}
          </Text>
          <BalanceLine invoice={invoice} />
          <Group gap={4}>
            <PaidBadge state={payState(invoice)} />
            <StatusBadges invoice={invoice} withCreditNote />
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant={invoice.pagado ? 'default' : 'filled'}
          leftSection={invoice.pagado ? <IconX size={14} /> : <IconCheck size={14} />}
          loading={payed.isPending}
          onClick={togglePaid}
          data-testid="detail-toggle-paid"
        >
          {invoice.pagado ? ROW_MSG.markUnpaid : ROW_MSG.markPaid}
        </Button>
        {canCollect(invoice, operationType) && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMailForward size={14} />}
            onClick={() => setCollecting(true)}
            data-testid="detail-collect"
          >
            {COLLECTION_MSG.action}
          </Button>
        )}
        {canCollect(invoice, operationType) && (
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconCashBanknote size={14} />}
            onClick={() => setFactoring(true)}
            data-testid="detail-factoring"
          >
            {FACTORING_MSG.action}
          </Button>
        )}
        {canAcknowledge && (
          <>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconThumbUp size={14} />}
              data-testid="ack-accept"
              onClick={() => ack.confirm(invoice, 'ACD')}
              loading={ack.isPending}
            >
              {ACK_MSG.accept}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconThumbDown size={14} />}
              data-testid="ack-reject"
              onClick={() => ack.confirm(invoice, 'RCD')}
              disabled={ack.isPending}
            >
              {ACK_MSG.reject}
            </Button>
          </>
        )}
        {withPageLink && (
          <Button
            size="xs"
            variant="subtle"
            component={Link}
            to={detailPath(operationType, invoice.id)}
            rightSection={<IconExternalLink size={14} />}
          >
            {DETAIL_MSG.fullPage}
          </Button>
        )}
      </Group>
      {operationType === 'COMPRA' && <AccountSelect invoice={invoice} />}
      <CollectionModal invoice={collecting ? invoice : null} onClose={() => setCollecting(false)} />
      <FactoringModal invoice={factoring ? invoice : null} onClose={() => setFactoring(false)} />
    </Stack>
  );
}
