// A task modal over a list or a detail (collection, factoring): a bold title, at most `width` wide,
// the whole screen on a phone, focus back where it was on close.
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export function SheetModal({
  opened,
  onClose,
  title,
  width,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  width: number;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={`min(${width}px, 100%)`}
      fullScreen={phone}
      returnFocus
      styles={{ title: { fontWeight: 700 } }}
    >
      {children}
    </Modal>
  );
}
