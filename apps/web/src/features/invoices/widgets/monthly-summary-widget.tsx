import { Anchor, Group, Stack, Text } from '@mantine/core';
import { periodLabel, periodOf } from '@portal/domain';
import { Link } from 'react-router';
import type { DashboardWidgetProps } from '../../dashboard';
import { MonthlySummary } from '../components/summary/monthly-summary';
import { WIDGET_MSG } from '../utils/messages';

/** Dashboard: this month's sales and purchases (GET dashboard/monthly_summary). */
export default function MonthlySummaryWidget({ context }: DashboardWidgetProps) {
  const period = periodOf(context.today) ?? 202401;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {periodLabel(period)}
        </Text>
        <Anchor component={Link} to="/compras-y-ventas/resumen" size="sm">
          {WIDGET_MSG.seeSummary}
        </Anchor>
      </Group>
      <MonthlySummary period={period} />
    </Stack>
  );
}
