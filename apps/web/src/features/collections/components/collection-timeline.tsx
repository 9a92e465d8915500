// "Historial de cobranza": every notice, reminder, bounce, payment and escalation, newest first.
// InvoiceCollectionTimeline goes in the invoice detail (tab "Cobranza"); ClientCollectionTimeline
// in the client's page (it names the invoice of each event).
import { Anchor, Button, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { CollectionEvent, CollectionEventsResponse } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import {
  IconCash,
  IconGavel,
  IconMailForward,
  IconMailOff,
  IconBellRinging,
  IconBuildingBank,
} from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDateTime } from '../../../lib/format';
import {
  downloadJudicialLetter,
  useClientCollectionEvents,
  useInvoiceCollectionEvents,
} from '../api/collections';
import { TIMELINE_MSG } from '../messages';

const PAGE = 20;

const KIND_LOOK = {
  notice: { color: 'blue', icon: IconMailForward },
  reminder: { color: 'cyan', icon: IconBellRinging },
  bounce: { color: 'orange', icon: IconMailOff },
  payment: { color: 'teal', icon: IconCash },
  judicial: { color: 'red', icon: IconGavel },
  cobranza_online: { color: 'grape', icon: IconBuildingBank },
} as const;

export function InvoiceCollectionTimeline({ invoiceId }: { invoiceId: number }) {
  const [size, setSize] = useState(PAGE);
  const query = useInvoiceCollectionEvents(invoiceId, size);
  return <TimelineView query={query} onMore={() => setSize((n) => n + PAGE)} withInvoice={false} />;
}

export function ClientCollectionTimeline({ clientRut }: { clientRut: string }) {
  const [size, setSize] = useState(PAGE);
  const query = useClientCollectionEvents(clientRut, size);
  return <TimelineView query={query} onMore={() => setSize((n) => n + PAGE)} withInvoice />;
}

type Query = {
  data?: CollectionEventsResponse;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

function TimelineView({
  query,
  onMore,
  withInvoice,
}: {
  query: Query;
  onMore: () => void;
  withInvoice: boolean;
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy data-testid="collection-timeline">
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} width="40%" />
        <Skeleton height={18} width="55%" mt="sm" />
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    return (
      <LoadError
        message={TIMELINE_MSG.loadError}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { events, meta } = query.data;
  if (events.length === 0) {
    return (
      <div data-testid="collection-timeline">
        <EmptyState title={TIMELINE_MSG.empty} description={TIMELINE_MSG.emptyHint} />
      </div>
    );
  }
  return (
    <Stack gap="md" data-testid="collection-timeline">
      <Timeline bulletSize={26} lineWidth={2} active={events.length - 1} color="gray">
        {events.map((e) => (
          <Timeline.Item
            key={e.id}
            data-testid="collection-event"
            data-kind={e.kind}
            color={KIND_LOOK[e.kind].color}
            bullet={<EventIcon kind={e.kind} />}
            title={
              <Text fw={600} size="sm">
                {TIMELINE_MSG.kinds[e.kind]}
              </Text>
            }
          >
            <EventBody event={e} withInvoice={withInvoice} />
          </Timeline.Item>
        ))}
      </Timeline>
      {events.length < meta.total_elements && (
        <Group justify="center">
          <Button variant="subtle" onClick={onMore} loading={query.isFetching}>
            {TIMELINE_MSG.more}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function EventIcon({ kind }: { kind: CollectionEvent['kind'] }) {
  const Icon = KIND_LOOK[kind].icon;
  return <Icon size={14} aria-hidden />;
}

function EventBody({ event: e, withInvoice }: { event: CollectionEvent; withInvoice: boolean }) {
  const d = e.detail;
  const lines: string[] = [];
  if (withInvoice) lines.push(TIMELINE_MSG.invoice(e.document_type_name, e.folio));
  if (d.sent_to?.length) lines.push(TIMELINE_MSG.to(d.sent_to.join(', ')));
  if (d.skipped?.length) lines.push(TIMELINE_MSG.skipped(d.skipped.join(', ')));
  if (d.links_removed?.length) lines.push(TIMELINE_MSG.linksRemoved(d.links_removed.join(', ')));
  if (e.kind === 'bounce' && d.address) lines.push(TIMELINE_MSG.bouncedAddress(d.address));
  if (typeof d.amount === 'number') lines.push(TIMELINE_MSG.amount(formatCLP(d.amount)));
  return (
    <Stack gap={2} mt={2}>
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      {d.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {d.message}
        </Text>
      )}
      {e.kind === 'judicial' && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => void downloadJudicialLetter(e.invoice_id, e.folio).catch(() => {})}
        >
          {TIMELINE_MSG.letter}
        </Anchor>
      )}
      <Text size="xs" c="dimmed">
        {displayDateTime(e.created_at)}
        {e.user_name ? ` · ${TIMELINE_MSG.by(e.user_name)}` : ''}
      </Text>
    </Stack>
  );
}
