import { Badge } from '@mantine/core';
import type { CollectionState } from '@portal/contracts';
import { COLLECTION_STATE_LABEL } from '../messages';

const COLORS = { notified: 'yellow', judicial: 'red' } as const;

/** Where a sale stands in collection; nothing for 'none'. */
export function CollectionStateBadge({ state }: { state: CollectionState | undefined }) {
  if (!state || state === 'none') return null;
  return (
    <Badge
      color={COLORS[state]}
      variant={state === 'judicial' ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      size="md"
      styles={{ label: { overflow: 'visible' } }}
      style={{ flexShrink: 0 }}
      data-testid="collection-state-badge"
    >
      {COLLECTION_STATE_LABEL[state]}
    </Badge>
  );
}
