// A list's page numbers: fewer on a phone, with named previous/next controls for screen readers.
import { Pagination } from '@mantine/core';

export function ListPagination({
  total,
  value,
  onChange,
  compact,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  compact: boolean;
}) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      siblings={compact ? 0 : 1}
      getControlProps={(c) => ({
        'aria-label': c === 'previous' ? 'Página anterior' : 'Página siguiente',
      })}
    />
  );
}
