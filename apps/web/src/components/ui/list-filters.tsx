// A list screen's filter bar: the search field and, below it, the other filters. On a phone the other
// filters fold away behind a "Filtros (n)" button, so the list is in the first screen.
import { Button, Collapse, Group, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

export function ListFilters({
  search,
  compact,
  moreLabel,
  moreCount,
  id,
  testId,
  toggleTestId,
  children,
}: {
  search: {
    label: string;
    placeholder: string;
    value: string;
    onChange: (value: string) => void;
    maxLength: number;
    testId: string;
  };
  /** A phone: the other filters fold away behind a button. */
  compact: boolean;
  /** The button's text, with the count of the other filters in use. */
  moreLabel: string;
  moreCount: number;
  /** The id of the other filters' panel, which the button controls. */
  id: string;
  testId: string;
  toggleTestId?: string;
  /** The other filters. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap" data-testid={testId}>
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          maxLength={search.maxLength}
          style={{ flex: '2 1 220px' }}
          data-testid={search.testId}
        />
        {compact ? (
          <Button
            variant={moreCount > 0 ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={id}
            data-testid={toggleTestId}
          >
            {moreLabel}
          </Button>
        ) : null}
      </Group>
      <Collapse in={!compact || open} id={id}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {children}
        </Group>
      </Collapse>
    </>
  );
}
