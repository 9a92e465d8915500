import { Badge, Group, Text } from '@mantine/core';
import type { InvoiceListItem } from '../api/types';
import { formatCLP } from '@portal/domain';
import { isCreditNote, type PayState, showsBalance } from '../utils/display';
import { CollectionStateBadge } from '../../collections';
import { BADGE_MSG } from '../utils/messages';

// Sub-pixel rounding of the intrinsic width ellipsized short labels ('No paga…'): never cut them.
const styles = { label: { overflow: 'visible' } } as const;

const PAY_COLOR: Record<PayState, string> = {
  paid: 'teal',
  partly: 'yellow',
  settled: 'blue',
  unpaid: 'gray',
};

/** 'Pagada', 'Pagada parcialmente' (something still owed), 'Sin saldo' (nothing owed) or 'No pagada'. */
export function PaidBadge({ state }: { state: PayState }) {
  return (
    <Badge
      variant="light"
      color={PAY_COLOR[state]}
      radius="sm"
      styles={styles}
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
    >
      {BADGE_MSG.payState[state]}
    </Badge>
  );
}

/** 'Vencida': due date passed and not paid. */
export function ExpiredBadge({
  invoice,
}: {
  invoice: Pick<InvoiceListItem, 'expired' | 'pagado'> & { open_amount?: number };
}) {
  // Nothing owed (credit notes cover it): nothing is overdue either.
  if (!invoice.expired || invoice.pagado || (invoice.open_amount !== undefined && invoice.open_amount <= 0))
    return null;
  return (
    <Badge
      color="red"
      variant="light"
      radius="sm"
      styles={styles}
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
    >
      {BADGE_MSG.expired}
    </Badge>
  );
}

/** Result of the acknowledgment of receipt on a purchase: Aceptada or Rechazada. */
export function AckBadge({ estado }: { estado: InvoiceListItem['estado'] }) {
  if (!estado) return null;
  return (
    <Badge
      color={estado === 'Aceptada' ? 'blue' : 'orange'}
      variant="outline"
      radius="sm"
      styles={styles}
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
    >
      {estado}
    </Badge>
  );
}

/** 'Saldo $…' under a total when payments or credit notes took part of it (nothing otherwise). */
export function BalanceLine({ invoice }: { invoice: InvoiceListItem }) {
  if (!showsBalance(invoice)) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="open-amount" style={{ whiteSpace: 'nowrap' }}>
      {BADGE_MSG.balance(formatCLP(invoice.open_amount))}
    </Text>
  );
}

/** A listed document the totals leave out (guides, claimed and "no incluir" purchases). */
export function NotCountedMark({ invoice }: { invoice: Pick<InvoiceListItem, 'counted'> }) {
  if (invoice.counted) return null;
  return (
    <Text size="xs" c="dimmed" title={BADGE_MSG.notCountedHint} data-testid="not-counted">
      {BADGE_MSG.notCounted}
    </Text>
  );
}

/** Every mark of an invoice together (detail header, cards). */
export function StatusBadges({
  invoice,
  withCreditNote = false,
}: {
  invoice: InvoiceListItem;
  withCreditNote?: boolean;
}) {
  const credit = withCreditNote && isCreditNote(invoice.document_type);
  const collection = invoice.collection_state && invoice.collection_state !== 'none';
  if (!(invoice.expired && !invoice.pagado) && !invoice.estado && !credit && invoice.counted && !collection)
    return null;
  return (
    <Group gap={4} wrap="wrap">
      <NotCountedMark invoice={invoice} />
      <ExpiredBadge invoice={invoice} />
      <AckBadge estado={invoice.estado} />
      <CollectionStateBadge state={invoice.collection_state} />
      {credit && (
        <Badge color="grape" variant="light" radius="sm" styles={styles} tt="none" size="md">
          {BADGE_MSG.creditNote}
        </Badge>
      )}
    </Group>
  );
}
