// One ticket over the list (?boleta=<id>): what the SII says of it (parties, amounts, the year's
// rate, who withholds) and what a writer may change: a note of their own, and the status the
// informe does not carry (VCA, ObR; back to VIG). Annulment is the SII's: an annulled ticket is
// read only, and ANUL is not offered.
import { Alert, Button, Group, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { HONORARIUM_NOTES_MAX, type HonorariumStatus, type HonorariumTicket } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { InfoList } from '../../../components/ui/info-list';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { LoadError } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { displayDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useTicket, useUpdateTicket } from '../api/tickets';
import { DETAIL_MSG, STATUS_LABELS } from '../messages';
import { StatusBadge } from './status-badge';

const EDITABLE: HonorariumStatus[] = ['VIG', 'VCA', 'ObR'];

export function TicketDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const q = useTicket(id);
  const title = q.data ? DETAIL_MSG.title(q.data.honorarium_ticket.number) : DETAIL_MSG.loadingTitle;
  return (
    <SheetModal opened={id !== null} onClose={onClose} title={title} width={680}>
      {id === null ? null : q.isPending ? (
        <Skeleton height={280} radius="md" />
      ) : q.isError || !q.data ? (
        <LoadError message={DETAIL_MSG.loadError} onRetry={() => q.refetch()} retrying={q.isFetching} />
      ) : (
        <TicketDetail
          key={q.data.honorarium_ticket.updated_at}
          ticket={q.data.honorarium_ticket}
          onClose={onClose}
        />
      )}
    </SheetModal>
  );
}

function TicketDetail({ ticket: t, onClose }: { ticket: HonorariumTicket; onClose: () => void }) {
  const { canWrite } = useCurrentBusiness();
  const save = useUpdateTicket();
  const [status, setStatus] = useState<HonorariumStatus>(t.status);
  const [notes, setNotes] = useState(t.notes ?? '');
  const annulled = t.status === 'ANUL';
  const changed = status !== t.status || notes.trim() !== (t.notes ?? '');
  const rate = t.retention_rate.toLocaleString('es-CL');

  return (
    <Stack gap="md" data-testid="ticket-detail">
      <Group gap="xs">
        <StatusBadge status={t.status} />
        <Text size="sm" c="dimmed">
          {DETAIL_MSG.kindValue(t.kind)} · {displayDate(t.issue_date)}
        </Text>
      </Group>
      <InfoList
        items={[
          { label: DETAIL_MSG.counterpart(t.kind), value: t.counterpart_name },
          { label: DETAIL_MSG.rut, value: t.counterpart_rut },
          { label: DETAIL_MSG.gross, value: formatCLP(t.gross_amount), testId: 'detail-gross' },
          {
            label: DETAIL_MSG.retention(rate),
            value: formatCLP(t.retention_amount),
            testId: 'detail-retention',
          },
          { label: DETAIL_MSG.net, value: formatCLP(t.net_amount), testId: 'detail-net' },
          { label: DETAIL_MSG.retentionBy, value: DETAIL_MSG.retentionByValue(t.retention_by, t.kind) },
          { label: DETAIL_MSG.society, value: t.professional_society ? DETAIL_MSG.yes : DETAIL_MSG.no },
          ...(t.cancelled_on ? [{ label: DETAIL_MSG.cancelledOn, value: displayDate(t.cancelled_on) }] : []),
        ]}
      />
      {annulled ? (
        <Alert color="gray" data-testid="detail-annulled">
          {DETAIL_MSG.annulled}
        </Alert>
      ) : null}
      {canWrite ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const body = {
              ...(status !== t.status ? { status } : {}),
              ...(notes.trim() !== (t.notes ?? '') ? { notes: notes.trim() || null } : {}),
            };
            save.mutate({ id: t.id, body }, { onSuccess: () => notifySuccess(DETAIL_MSG.saved) });
          }}
        >
          <Stack gap="sm">
            {annulled ? null : (
              <Select
                label={DETAIL_MSG.status}
                description={DETAIL_MSG.statusHelp}
                data={EDITABLE.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                value={status}
                onChange={(v) => v && setStatus(v as HonorariumStatus)}
                allowDeselect={false}
                data-testid="detail-status"
              />
            )}
            <Textarea
              label={DETAIL_MSG.notes}
              placeholder={DETAIL_MSG.notesPlaceholder}
              value={notes}
              onChange={(e) => setNotes(e.currentTarget.value)}
              maxLength={HONORARIUM_NOTES_MAX}
              autosize
              minRows={2}
              data-testid="detail-notes"
            />
            <FormAlert message={save.isError ? errorMessage(save.error) : null} testId="detail-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {DETAIL_MSG.close}
              </Button>
              <Button type="submit" disabled={!changed} loading={save.isPending} data-testid="detail-save">
                {DETAIL_MSG.save}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : t.notes ? (
        <Text size="sm">
          {DETAIL_MSG.notes}: {t.notes}
        </Text>
      ) : null}
    </Stack>
  );
}
