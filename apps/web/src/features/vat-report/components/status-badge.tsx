import { Badge } from '@mantine/core';
import type { MonthlyAccountingDisplay } from '@portal/contracts';

/** A report's status as the client sees it: Listo or En Proceso (packages/domain monthlyAccountingDisplay). */
export function StatusBadge({ display, status }: { display: MonthlyAccountingDisplay; status: string }) {
  return (
    <Badge
      color={display === 'Listo' ? 'teal' : 'yellow'}
      variant="light"
      title={status}
      data-testid="status-badge"
    >
      {display}
    </Badge>
  );
}
