import { Badge } from '@mantine/core';
import type { PlanTier } from '@portal/domain';
import { PLAN_TIER_LABELS } from '../../../shared/business-rules';

const TIER_COLORS: Record<PlanTier, string> = { free: 'gray', basic: 'blue', premium: 'violet' };

export function PlanTierBadge({ tier }: { tier: PlanTier }) {
  return (
    <Badge
      color={TIER_COLORS[tier]}
      variant="light"
      size="lg"
      radius="sm"
      data-testid="plan-tier-badge"
      data-tier={tier}
    >
      {PLAN_TIER_LABELS[tier]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const closed = status === 'Cerrado';
  return (
    <Badge color={closed ? 'red' : 'teal'} variant="dot" size="lg" radius="sm" data-testid="business-status">
      {status || 'Sin estado'}
    </Badge>
  );
}
