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

type Action = {
  key: 'review' | 'publish' | 'reopen';
  label: string;
  icon: typeof IconChecks;
  /** The confirmation's colour, and the button's when it is not the primary one. */
  color: string;
  button?: string;
  /** Drawn plain: reopening goes back a step, beside the button that moves the month on. */
  quiet?: boolean;
  title: string;
  text: string;
  mutation: { isPending: boolean; mutateAsync: (id: number) => Promise<{ message: string }> };
  after?: () => void;
};

export function ProcessActions({ quotation, payslips }: { quotation: Quotation; payslips: number }) {
  const navigate = useNavigate();
  const review = useReview();
  const publish = usePublish();
  const reopen = useReopen();
  if (quotation.status === 'sent' || quotation.status === 'created') return null;
  const busy = review.isPending || publish.isPending || reopen.isPending;

  const actions: Action[] = [
    ...(quotation.status === 'received'
      ? [
          {
            key: 'review' as const,
            label: M.review,
            icon: IconChecks,
            color: 'blue',
            title: M.reviewTitle,
            text: M.reviewText,
            mutation: review,
          },
        ]
      : []),
    ...(quotation.status === 'ready'
      ? [
          {
            key: 'publish' as const,
            label: M.publish,
            icon: IconSend,
            color: 'teal',
            button: 'teal',
            title: M.publishTitle,
            text: M.publishText(payslips),
            mutation: publish,
            // Once published the open month is the next one: stay on this month by its address.
            after: () => navigate(advancedPath(quotation), { replace: true }),
          },
        ]
      : []),
    {
      key: 'reopen',
      label: M.reopen,
      icon: IconArrowBackUp,
      color: 'orange',
      quiet: true,
      title: M.reopenTitle,
      text: M.reopenText,
      mutation: reopen,
      after: () => navigate(stepPath(1)),
    },
  ];

  const ask = (a: Action) =>
    modals.openConfirmModal({
      title: a.title,
      children: <Text size="sm">{a.text}</Text>,
      labels: { confirm: a.label, cancel: M.cancel },
      confirmProps: { color: a.color, 'data-testid': 'payroll-confirm' } as Record<string, string>,
      onConfirm: async () => {
        try {
          const r = await a.mutation.mutateAsync(quotation.id);
          notifySuccess(r.message);
          a.after?.();
        } catch (err) {
          notifyError(err);
        }
      },
    });

  return (
    <Group gap="xs" wrap="wrap" data-testid="payroll-actions">
      {actions.map((a) => (
        <Button
          key={a.key}
          variant={a.quiet ? 'default' : 'filled'}
          color={a.button}
          leftSection={<a.icon size={16} aria-hidden />}
          loading={a.mutation.isPending}
          disabled={busy}
          onClick={() => ask(a)}
          data-testid={`payroll-${a.key}`}
        >
          {a.label}
        </Button>
      ))}
    </Group>
  );
}
