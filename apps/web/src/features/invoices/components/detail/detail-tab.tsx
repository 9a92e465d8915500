// 'Detalle': every field of the invoice, its amounts, its items and its references.
import { Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { formatCLP, periodLabel } from '@portal/domain';
import { displayRut } from '../../../../lib/format';
import type { InvoiceDetail, InvoiceItemLine } from '../../api/types';
import {
  amountText,
  counterpart,
  dateText,
  docTypeText,
  isCreditNote,
  payState,
  showsBalance,
} from '../../utils/display';
import { DETAIL_TAB_MSG, TABLE_MSG } from '../../utils/messages';

function party(p: { rut: string | null; name: string | null } | null | undefined) {
  if (!p) return DETAIL_TAB_MSG.noInfo;
  return (
    <>
      {p.name || TABLE_MSG.noName}
      <Text span size="sm" c="dimmed" display="block">
        {displayRut(p.rut)}
      </Text>
    </>
  );
}

const money = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatCLP(v));

export function DetailTab({
  invoice,
  operationType,
}: {
  invoice: InvoiceDetail;
  operationType: 'VENTA' | 'COMPRA';
}) {
  const who = counterpart(invoice);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const items = (invoice.items ?? []) as InvoiceItemLine[];
  const refs = invoice.references ?? [];
  const period = invoice.period && invoice.period > 100000 ? periodLabel(invoice.period) : null;
  const credit = isCreditNote(invoice.document_type);

  return (
    <Stack gap="lg">
      <Facts
        items={[
          { label: DETAIL_TAB_MSG.documentType, value: docTypeText(invoice), testId: 'detail-document-type' },
          { label: DETAIL_TAB_MSG.folio, value: String(invoice.folio), testId: 'detail-folio' },
          { label: DETAIL_TAB_MSG.period, value: period ?? '—' },
          { label: DETAIL_TAB_MSG.issued, value: dateText(invoice.issue_date) },
          { label: DETAIL_TAB_MSG.received, value: dateText(invoice.reception_date) },
          { label: DETAIL_TAB_MSG.siiDue, value: dateText(invoice.sii_due_date) },
          {
            label: DETAIL_TAB_MSG.internalDue,
            value: dateText(invoice.fecha_de_expiracion_interna),
            testId: 'detail-due-date',
          },
          {
            label: DETAIL_TAB_MSG.issuer,
            value: invoice.issuer
              ? party(invoice.issuer)
              : operationType === 'COMPRA'
                ? party({ rut: who.rut, name: who.name })
                : '—',
          },
          {
            label: DETAIL_TAB_MSG.receiver,
            value: invoice.receiver
              ? party(invoice.receiver)
              : operationType === 'VENTA'
                ? party({ rut: who.rut, name: who.name })
                : '—',
          },
          {
            label: DETAIL_TAB_MSG.payState,
            value: DETAIL_TAB_MSG.paidState(payState(invoice), invoice.expired),
            testId: 'detail-pay-state',
          },
          ...(operationType === 'COMPRA'
            ? [
                { label: DETAIL_TAB_MSG.ack, value: invoice.estado ?? DETAIL_TAB_MSG.noAck },
                {
                  label: DETAIL_TAB_MSG.account,
                  value: invoice.invoicing_account
                    ? `${invoice.invoicing_account.account_number} · ${invoice.invoicing_account.name}`
                    : DETAIL_TAB_MSG.unclassified,
                },
              ]
            : []),
        ]}
      />

      <Divider />
      <Group gap="xl" wrap="wrap" align="flex-start">
        <Amount label={DETAIL_TAB_MSG.amounts.net} value={money(invoice.net_amount)} />
        <Amount label={DETAIL_TAB_MSG.amounts.exempt} value={money(invoice.exempt_amount)} />
        <Amount label={DETAIL_TAB_MSG.amounts.iva} value={money(invoice.iva_amount)} />
        <Amount label={DETAIL_TAB_MSG.amounts.other} value={money(invoice.other_taxes)} />
        <Amount label={DETAIL_TAB_MSG.total(credit)} value={amountText(invoice)} strong />
        {invoice.paid_amount > 0 && (
          <Amount label={DETAIL_TAB_MSG.paidAmount} value={formatCLP(invoice.paid_amount)} />
        )}
        {showsBalance(invoice) && (
          <Amount
            label={DETAIL_TAB_MSG.balance}
            value={formatCLP(invoice.open_amount)}
            strong
            testId="detail-balance"
          />
        )}
      </Group>

      {invoice.payments.length > 0 && <Payments payments={invoice.payments} compact={compact} />}

      {items.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {DETAIL_TAB_MSG.items}
          </Title>
          {compact ? (
            <Stack gap={6} data-testid="detail-items">
              {items.map((item, n) => (
                <ItemCard key={item.line ?? `item-${n + 1}`} item={item} />
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={560} type="native">
              <Table striped withTableBorder verticalSpacing="xs" data-testid="detail-items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{DETAIL_TAB_MSG.itemColumns.description}</Table.Th>
                    <Table.Th ta="right">{DETAIL_TAB_MSG.itemColumns.quantity}</Table.Th>
                    <Table.Th ta="right">{DETAIL_TAB_MSG.itemColumns.unitPrice}</Table.Th>
                    <Table.Th ta="right">{DETAIL_TAB_MSG.itemColumns.discount}</Table.Th>
                    <Table.Th ta="right">{DETAIL_TAB_MSG.itemColumns.amount}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item, i) => (
                    <ItemRow key={item.line ?? i} item={item} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}

      {refs.length > 0 && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {DETAIL_TAB_MSG.references}
          </Title>
          {compact ? (
            <Stack gap={6} data-testid="detail-references">
              {refs.map((r) => (
                <Paper key={`${r.doc_type}-${r.folio}-${r.date}`} withBorder radius="md" p="xs">
                  <Text size="sm" fw={600}>
                    {r.doc_type_name ||
                      (r.doc_type
                        ? DETAIL_TAB_MSG.referenceType(r.doc_type)
                        : DETAIL_TAB_MSG.referenceColumns.document)}{' '}
                    N° {r.folio ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {dateText(r.date)}
                    {r.reason ? ` · ${r.reason}` : ''}
                  </Text>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={480} type="native">
              <Table withTableBorder verticalSpacing="xs" data-testid="detail-references">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{DETAIL_TAB_MSG.referenceColumns.document}</Table.Th>
                    <Table.Th>{DETAIL_TAB_MSG.referenceColumns.folio}</Table.Th>
                    <Table.Th>{DETAIL_TAB_MSG.referenceColumns.date}</Table.Th>
                    <Table.Th>{DETAIL_TAB_MSG.referenceColumns.reason}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {refs.map((r) => (
                    <Table.Tr key={`${r.doc_type}-${r.folio}-${r.date}`}>
                      <Table.Td>
                        {r.doc_type_name || (r.doc_type ? DETAIL_TAB_MSG.referenceType(r.doc_type) : '—')}
                      </Table.Td>
                      <Table.Td>{r.folio ?? '—'}</Table.Td>
                      <Table.Td>{dateText(r.date)}</Table.Td>
                      <Table.Td>{r.reason || '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Stack>
  );
}

type Fact = { label: string; value: ReactNode; testId?: string };

/** Label/value pairs as a description list: two columns on phones, three on wider screens. */
function Facts({ items }: { items: Fact[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md" m={0}>
      {items.map((item) => (
        <Stack key={item.label} gap={2} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.4 }}>
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }} data-testid={item.testId}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The reconciled bank movements that paid the invoice, oldest first, with what each paid. */
function Payments({ payments, compact }: { payments: InvoiceDetail['payments']; compact: boolean }) {
  const C = DETAIL_TAB_MSG.paymentColumns;
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} size="h5">
          {DETAIL_TAB_MSG.payments}
        </Title>
        <Text size="xs" c="dimmed">
          {DETAIL_TAB_MSG.paymentsHint}
        </Text>
      </div>
      {compact ? (
        <Stack gap={6} data-testid="detail-payments">
          {payments.map((p) => (
            <Paper key={p.id} withBorder radius="md" p="xs" data-testid="detail-payment">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {dateText(p.date)}
                </Text>
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCLP(p.amount)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {p.account} · {p.description}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table striped withTableBorder verticalSpacing="xs" data-testid="detail-payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.date}</Table.Th>
              <Table.Th>{C.account}</Table.Th>
              <Table.Th>{C.description}</Table.Th>
              <Table.Th ta="right">{C.amount}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((p) => (
              <Table.Tr key={p.id} data-testid="detail-payment">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateText(p.date)}</Table.Td>
                <Table.Td>{p.account}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.description}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatCLP(p.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function Amount({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text
        fw={strong ? 700 : 500}
        size={strong ? 'lg' : 'md'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Stack>
  );
}

function ItemCard({ item }: { item: InvoiceItemLine }) {
  const qty =
    item.quantity === null || item.quantity === undefined ? null : String(item.quantity).replace('.', ',');
  return (
    <Paper withBorder radius="md" p="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600}>
          {item.name || DETAIL_TAB_MSG.noDescription}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {money(item.amount)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {qty ? `${qty}${item.unit ? ` ${item.unit}` : ''} × ${money(item.unit_price)}` : ''}
        {item.discount ? DETAIL_TAB_MSG.discount(money(item.discount)) : ''}
      </Text>
      {item.description && (
        <Text size="xs" c="dimmed">
          {item.description}
        </Text>
      )}
    </Paper>
  );
}

function ItemRow({ item }: { item: InvoiceItemLine }) {
  const qty =
    item.quantity === null || item.quantity === undefined ? '—' : String(item.quantity).replace('.', ',');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{item.name || DETAIL_TAB_MSG.noDescription}</Text>
        {item.description && (
          <Text size="xs" c="dimmed">
            {item.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {qty}
        {item.unit ? ` ${item.unit}` : ''}
      </Table.Td>
      <Table.Td ta="right">{money(item.unit_price)}</Table.Td>
      <Table.Td ta="right">{item.discount ? money(item.discount) : '—'}</Table.Td>
      <Table.Td ta="right">{money(item.amount)}</Table.Td>
    </Table.Tr>
  );
}
