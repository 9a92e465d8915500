import { Badge, Group, Text } from '@mantine/core';
import type { InvoiceListItem } from '../api/types';
import { isCreditNote } from '../utils/display';
import { CollectionStateBadge } from '../../collections';
import { BADGE_MSG } from '../utils/messages';

// Sub-pixel rounding of the intrinsic width ellipsized short labels ('No paga…'): never cut them.
const styles = { label: { overflow: 'visible' } } as const;

export function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <Badge
      variant="light"
      color={paid ? 'teal' : 'gray'}
      radius="sm"
      styles={styles}
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
    >
      {paid ? BADGE_MSG.paid : BADGE_MSG.unpaid}
    </Badge>
  );
}

/** 'Vencida': due date passed and not paid. */
export function ExpiredBadge({ invoice }: { invoice: Pick<InvoiceListItem, 'expired' | 'pagado'> }) {
  if (!invoice.expired || invoice.pagado) return null;
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
