// Text for screen readers only: it names a table (or a column) without taking room on screen.
import type { CSSProperties, ReactNode } from 'react';

export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

/** A table's caption, read by screen readers as its name and not shown. */
export function HiddenCaption({ children }: { children: ReactNode }) {
  return <caption style={VISUALLY_HIDDEN}>{children}</caption>;
}
