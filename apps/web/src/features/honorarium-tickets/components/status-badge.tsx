import { Badge } from '@mantine/core';
import type { HonorariumStatus } from '@portal/contracts';
import { STATUS_COLORS, STATUS_LABELS } from '../messages';

/** The spec's label of a status (§4), with the code beside it for whoever reads the SII's screens. */
export function StatusBadge({ status }: { status: HonorariumStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-testid="ticket-status" title={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
