import { Badge } from '@mantine/core';
import type { BmMovement } from '@portal/contracts';
import { MOVEMENTS_MSG } from '../messages';
import { formatAmount } from '../utils/money';
import { movementState } from '../utils/movement-state';

const COLORS = {
  conciliated: 'teal',
  automatic: 'teal',
  suggested: 'blue',
  unconciliated: 'gray',
  partial: 'yellow',
} as const;

export function MovementStateBadge({ movement }: { movement: BmMovement }) {
  const state = movementState(movement);
  const s = MOVEMENTS_MSG.states;
  const label =
    state === 'suggested'
      ? s.suggested(movement.suggestions_count)
      : s[state as Exclude<typeof state, 'suggested'>];
  return (
    <Badge
      variant={state === 'automatic' ? 'filled' : 'light'}
      color={COLORS[state]}
      data-testid="movement-state"
      data-state={state}
      style={{ whiteSpace: 'nowrap', textTransform: 'none', flexShrink: 0 }}
      // Sub-pixel rounding of the intrinsic width would ellipsize the label: never cut it.
      styles={{ label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

export function AmountText({
  amount,
  currency,
  fw = 600,
}: {
  amount: number;
  currency: string;
  fw?: number;
}) {
  return (
    <span
      style={{
        color: amount >= 0 ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-red-8)',
        fontWeight: fw,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {formatAmount(amount, currency)}
    </span>
  );
}
