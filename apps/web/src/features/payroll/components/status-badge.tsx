// A month's status with the spec's label (platform §4: Creado, En Progreso, Listo, Enviado).
import { Badge } from '@mantine/core';
import { PAYROLL_STATUS_LABELS, type PayrollStatus, labelOf } from '@portal/domain';

const COLORS: Record<PayrollStatus, string> = {
  created: 'blue',
  received: 'orange',
  ready: 'grape',
  sent: 'teal',
};

export function StatusBadge({ status }: { status: PayrollStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }} data-testid="payroll-status">
      {labelOf(PAYROLL_STATUS_LABELS, status)}
    </Badge>
  );
}
