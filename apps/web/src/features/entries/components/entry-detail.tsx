// One record over the history (?registro=<id>): its data and lines, each account linking to its
// ledger; writers edit the name, date and lines, or delete it after a confirmation.
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Entry } from '@portal/contracts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { InfoList } from '../../../components/ui/info-list';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { LoadError } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useDeleteEntry, useEntry, useUpdateEntry } from '../api/entries';
import { DETAIL_MSG, HISTORY_MSG, TYPE_LABELS } from '../messages';
import { type DraftLine, checkLines, fromIncomes, toIncomes } from '../utils/lines';
import { LinesEditor } from './lines-editor';
import { LinesTable } from './lines-table';
import { DateField } from '../../../components/ui/date-field';

export function EntryDetailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  return (
    <SheetModal opened={id !== null} onClose={close} title={DETAIL_MSG.title} width={editing ? 860 : 640}>
      {id !== null ? (
        <EntryDetail id={id} editing={editing} setEditing={setEditing} onDeleted={close} />
      ) : null}
    </SheetModal>
  );
}

function EntryDetail({
  id,
  editing,
  setEditing,
  onDeleted,
}: {
  id: number;
  editing: boolean;
  setEditing: (v: boolean) => void;
  onDeleted: () => void;
}) {
  const q = useEntry(id);
  const { canWrite } = useCurrentBusiness();
  const del = useDeleteEntry();
  if (q.isPending) return <Skeleton height={260} radius="md" />;
  if (isApiError(q.error, 404)) return <LoadError message={DETAIL_MSG.notFound} />;
  if (q.isError || !q.data)
    return <LoadError message={DETAIL_MSG.loadError} onRetry={() => q.refetch()} retrying={q.isFetching} />;
  const e = q.data.entry;
  if (editing) return <EntryEditForm entry={e} onDone={() => setEditing(false)} />;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: DETAIL_MSG.deleteTitle,
      children: (
        <Stack gap="xs">
          <Text size="sm">{DETAIL_MSG.deleteQuestion(e.name)}</Text>
          {e.conciliated ? <Text size="sm">{DETAIL_MSG.deleteConciliated}</Text> : null}
        </Stack>
      ),
      labels: { confirm: DETAIL_MSG.delete, cancel: DETAIL_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'entry-delete-confirm' } as Record<string, string>,
      onConfirm: () =>
        del.mutate(e.id, {
          onSuccess: () => {
            notifySuccess(DETAIL_MSG.deleted);
            onDeleted();
          },
          onError: (err) => notifyError(err),
        }),
    });

  return (
    <Stack gap="md" data-testid="entry-detail">
      <Text fw={700} size="lg" data-testid="entry-name">
        {e.name}
      </Text>
      <InfoList
        cols={{ base: 2, sm: 3 }}
        items={[
          { label: DETAIL_MSG.date, value: displayDate(e.date) },
          { label: DETAIL_MSG.type, value: TYPE_LABELS[e.type_entry] },
          { label: DETAIL_MSG.template, value: e.template_name ?? HISTORY_MSG.noTemplate },
        ]}
      />
      {e.conciliated ? (
        <Alert variant="light" color="teal">
          {DETAIL_MSG.conciliated}
        </Alert>
      ) : null}
      <Text fw={600} size="sm">
        {DETAIL_MSG.lines}
      </Text>
      <LinesTable lines={e.incomes} withLedger />
      {canWrite ? (
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={confirmDelete}
            loading={del.isPending}
            data-testid="entry-delete"
          >
            {DETAIL_MSG.delete}
          </Button>
          <Button
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setEditing(true)}
            data-testid="entry-edit"
          >
            {DETAIL_MSG.edit}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function EntryEditForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const [name, setName] = useState(entry.name);
  const [date, setDate] = useState(entry.date.slice(0, 10));
  const [lines, setLines] = useState<DraftLine[]>(() => fromIncomes(entry.incomes));
  const [tried, setTried] = useState(false);
  const update = useUpdateEntry();
  const check = checkLines(lines);
  const save = () => {
    setTried(true);
    if (check.problem || !name.trim() || !date) return;
    update.mutate(
      { id: entry.id, date, name: name.trim(), type_entry: entry.type_entry, incomes: toIncomes(lines) },
      {
        onSuccess: () => {
          notifySuccess(DETAIL_MSG.saved);
          onDone();
        },
      },
    );
  };
  return (
    <Stack gap="md" data-testid="entry-edit-form">
      <FormAlert message={update.isError ? errorMessage(update.error) : null} testId="entry-edit-error" />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <DateField
          label={DETAIL_MSG.date}
          value={date || null}
          onChange={(iso) => setDate(iso ?? '')}
          required
          style={{ flex: '1 1 160px' }}
          data-testid="edit-date"
        />
        <TextInput
          label={HISTORY_MSG.columns.name}
          value={name}
          onChange={(ev) => setName(ev.currentTarget.value)}
          maxLength={120}
          required
          error={tried && !name.trim() ? ' ' : undefined}
          style={{ flex: '3 1 260px' }}
          data-testid="edit-name"
        />
      </Group>
      {entry.conciliated ? (
        <Text size="sm" c="dimmed">
          {DETAIL_MSG.conciliatedAmount}
        </Text>
      ) : null}
      <LinesEditor lines={lines} onChange={setLines} showProblems={tried} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {DETAIL_MSG.cancel}
        </Button>
        <Button onClick={save} loading={update.isPending} data-testid="edit-save">
          {DETAIL_MSG.save}
        </Button>
      </Group>
    </Stack>
  );
}
