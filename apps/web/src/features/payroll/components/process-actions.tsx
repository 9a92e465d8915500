// What a writer can do with a computed month, each after a confirmation: mark it reviewed
// (received → ready), publish it (ready → sent: the payslips mailed, the month posted in the books),
// or reopen it (back to created, the payslips go) to change its novedades. A published month has
// none. Guests never see these (the screen shows the read-only note instead).
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Quotation } from '@portal/contracts';
import { IconArrowBackUp, IconChecks, IconSend } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePublish, useReopen, useReview } from '../api/quotations';
import { PAYROLL_MSG as M } from '../messages';
import { advancedPath, stepPath } from '../utils/paths';

export function ProcessActions({ quotation, payslips }: { quotation: Quotation; payslips: number }) {
  const navigate = useNavigate();
  const review = useReview();
  const publish = usePublish();
  const reopen = useReopen();
  const busy = review.isPending || publish.isPending || reopen.isPending;
  if (quotation.status === 'sent' || quotation.status === 'created') return null;

  const ask = (
    title: string,
    text: string,
    confirm: string,
    color: string,
    run: () => Promise<{ message?: string | undefined }>,
    fallback: string,
    after?: () => void,
  ) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm, cancel: M.cancel },
      confirmProps: { color, 'data-testid': 'payroll-confirm' } as Record<string, string>,
      onConfirm: async () => {
        try {
          const r = await run();
          notifySuccess(r.message ?? fallback);
          after?.();
        } catch (err) {
          notifyError(err);
        }
      },
    });

  return (
    <Group gap="xs" wrap="wrap" data-testid="payroll-actions">
      {quotation.status === 'received' ? (
        <Button
          leftSection={<IconChecks size={16} aria-hidden />}
          loading={review.isPending}
          disabled={busy}
          onClick={() =>
            ask(
              M.reviewTitle,
              M.reviewText,
              M.review,
              'blue',
              () => review.mutateAsync(quotation.id),
              M.reviewed,
            )
          }
          data-testid="payroll-review"
        >
          {M.review}
        </Button>
      ) : null}
      {quotation.status === 'ready' ? (
        <Button
          color="teal"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={publish.isPending}
          disabled={busy}
          onClick={() =>
            ask(
              M.publishTitle,
              M.publishText(payslips),
              M.publish,
              'teal',
              () => publish.mutateAsync(quotation.id),
              M.publish,
              // Once published the open month is the next one: stay on this month by its address.
              () => navigate(advancedPath(quotation), { replace: true }),
            )
          }
          data-testid="payroll-publish"
        >
          {M.publish}
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        loading={reopen.isPending}
        disabled={busy}
        onClick={() =>
          ask(
            M.reopenTitle,
            M.reopenText,
            M.reopen,
            'orange',
            () => reopen.mutateAsync(quotation.id),
            M.reopened,
            () => navigate(stepPath(1)),
          )
        }
        data-testid="payroll-reopen"
      >
        {M.reopen}
      </Button>
    </Group>
  );
}
