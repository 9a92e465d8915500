// The status of an expense with its tooltip (spec: tooltips describe waiting, rejected and validated).
// The badge is focusable so a keyboard user reaches the tooltip too. Its label clips with an
// ellipsis, so a narrow table column cut "EN REVISIÓN" short at 1280 px: it never gets narrower
// than its text.
import { Badge, Tooltip } from '@mantine/core';
import type { ExpenseStatus } from '@portal/contracts';
import { STATUS_COLOR, STATUS_TEXT } from '../messages';

export function StatusBadge({ status }: { status: ExpenseStatus }) {
  const t = STATUS_TEXT[status];
  return (
    <Tooltip label={t.tooltip} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Badge
        color={STATUS_COLOR[status]}
        variant="light"
        tabIndex={0}
        aria-label={`${t.label}: ${t.tooltip}`}
        data-testid="expense-status"
        data-status={status}
        style={{ cursor: 'help', minWidth: 'max-content' }}
      >
        {t.label}
      </Badge>
    </Tooltip>
  );
}
