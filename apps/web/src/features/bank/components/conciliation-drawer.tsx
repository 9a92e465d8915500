// The reconciliation drawer (spec §2.5): the panel of one movement at the side, the whole screen on a
// phone; Mantine traps the focus inside, Esc closes it and the focus goes back to the row.
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DRAWER_MSG } from '../messages';
import { ConciliationPanel } from './conciliation-panel';

export function ConciliationDrawer({
  movementId,
  onClose,
}: {
  movementId: number | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer
      opened={movementId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={DRAWER_MSG.title}
      returnFocus
      trapFocus
      closeOnEscape
      closeButtonProps={{ 'aria-label': DRAWER_MSG.close }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="conciliation-drawer"
    >
      {movementId !== null ? <ConciliationPanel movementId={movementId} /> : null}
    </Drawer>
  );
}
