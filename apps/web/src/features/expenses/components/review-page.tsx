// revisar-gasto/:id: the expense with its receipts; the owner or an admin validates it, or rejects it
// with a reason. Edit and delete (after a confirmation) are offered to whoever may do them.
import { Alert, Button, Card, Grid, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Expense } from '@portal/contracts';
import { IconCheck, IconEdit, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { InfoList } from '../../../components/ui/info-list';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { displayDate, displayDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { money } from '../../../components/ui/figures';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useDeleteExpense, useExpense, useReviewExpense } from '../api/expenses';
import { FORM_MSG, REVIEW_MSG } from '../messages';
import { ReceiptPreview } from './receipt-preview';
import { StatusBadge } from './status-badge';

export function ReviewPage({ base, id }: { base: string; id: number }) {
  const q = useExpense(id);
  if (q.isPending) return <Skeleton height={480} radius="md" />;
  if (!q.data)
    return (
      <LoadError message={q.error ? FORM_MSG.notFound : FORM_MSG.loadError} onRetry={() => q.refetch()} />
    );
  return <Review base={base} expense={q.data.expense} />;
}

function Review({ base, expense: e }: { base: string; expense: Expense }) {
  const navigate = useNavigate();
  const { canWrite: reviewer } = useCurrentBusiness();
  const review = useReviewExpense(e.id);
  const remove = useDeleteExpense();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Writes are the owner's and admins' (every role reads).
  const mayChange = reviewer;
  const f = REVIEW_MSG.fields;

  const validate = () =>
    review.mutate(
      { status: 'validated' },
      { onSuccess: () => notifySuccess(REVIEW_MSG.validated), onError: (err) => notifyError(err) },
    );
  const reject = () => {
    if (!reason.trim()) {
      setReasonError(REVIEW_MSG.reasonRequired);
      return;
    }
    review.mutate(
      { status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => {
          setRejecting(false);
          notifySuccess(REVIEW_MSG.rejected);
        },
        onError: (err) => notifyError(err),
      },
    );
  };
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: REVIEW_MSG.deleteTitle,
      children: <Text size="sm">{REVIEW_MSG.deleteQuestion(e.description)}</Text>,
      labels: { confirm: REVIEW_MSG.remove, cancel: REVIEW_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'expense-delete-confirm' } as Record<string, string>,
      onConfirm: () =>
        remove.mutate(e.id, {
          onSuccess: () => {
            notifySuccess(REVIEW_MSG.deleted);
            navigate(base);
          },
          onError: (err) => notifyError(err),
        }),
    });

  return (
    <Stack gap="md" data-testid="expense-review">
      <PageHeader
        title={REVIEW_MSG.title}
        description={REVIEW_MSG.description}
        actions={
          mayChange ? (
            <>
              <Button
                variant="default"
                component={Link}
                to={`${base}/editar-gasto/${e.id}`}
                leftSection={<IconEdit size={16} aria-hidden />}
                data-testid="expense-edit"
              >
                {REVIEW_MSG.edit}
              </Button>
              <Button
                variant="default"
                color="red"
                onClick={confirmDelete}
                leftSection={<IconTrash size={16} aria-hidden />}
                data-testid="expense-delete"
              >
                {REVIEW_MSG.remove}
              </Button>
            </>
          ) : undefined
        }
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text
                  fw={700}
                  size="lg"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="expense-description"
                >
                  {e.description}
                </Text>
                <StatusBadge status={e.status} />
              </Group>
              <InfoList
                cols={{ base: 2 }}
                items={[
                  { label: f.amount, value: money(e.amount), testId: 'expense-amount' },
                  { label: f.date, value: displayDate(e.date) },
                  { label: f.category, value: `${e.category.parent.name} › ${e.category.name}` },
                  { label: f.account, value: e.category.account_number },
                  { label: f.user, value: e.user?.name ?? '—' },
                  { label: f.conciliated, value: e.conciliated ? REVIEW_MSG.yes : REVIEW_MSG.no },
                  ...(e.reviewed_by
                    ? [
                        {
                          label: f.reviewed,
                          value: `${e.reviewed_by.name} · ${displayDateTime(e.reviewed_at)}`,
                        },
                      ]
                    : []),
                ]}
              />
              {e.status === 'rejected' && e.review_reason ? (
                <Alert
                  color="red"
                  variant="light"
                  title={REVIEW_MSG.reasonShown}
                  data-testid="expense-reason"
                >
                  {e.review_reason}
                </Alert>
              ) : null}
              {reviewer ? (
                <Group gap="sm" grow>
                  {e.status !== 'validated' ? (
                    <Button
                      color="green"
                      leftSection={<IconCheck size={16} aria-hidden />}
                      onClick={validate}
                      loading={review.isPending}
                      data-testid="expense-validate"
                    >
                      {REVIEW_MSG.validate}
                    </Button>
                  ) : null}
                  {e.status !== 'rejected' ? (
                    <Button
                      color="red"
                      variant="light"
                      leftSection={<IconX size={16} aria-hidden />}
                      onClick={() => setRejecting(true)}
                      data-testid="expense-reject"
                    >
                      {REVIEW_MSG.reject}
                    </Button>
                  ) : null}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {REVIEW_MSG.onlyReviewers}
                </Text>
              )}
              <Button variant="subtle" component={Link} to={base}>
                {REVIEW_MSG.back}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ReceiptPreview documents={e.documents} />
        </Grid.Col>
      </Grid>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={REVIEW_MSG.rejectTitle}>
        <Stack gap="md">
          <Textarea
            label={REVIEW_MSG.reason}
            placeholder={REVIEW_MSG.reasonPlaceholder}
            value={reason}
            onChange={(ev) => {
              setReason(ev.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            maxLength={300}
            autosize
            minRows={2}
            data-autofocus
            data-testid="reject-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {REVIEW_MSG.cancel}
            </Button>
            <Button color="red" onClick={reject} loading={review.isPending} data-testid="reject-confirm">
              {REVIEW_MSG.confirmReject}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
