import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDisplayDate, parseIsoDate } from '@portal/domain';
import { IconCalendar } from '@tabler/icons-react';

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'locale' | 'dateParser'> & {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange(iso: string | null): void;
};

/**
 * A calendar date shown and typed as DD/MM/AAAA (01/03/2026 or 01-03-2026), kept as 'YYYY-MM-DD':
 * the same in every browser, whatever its language (a native date input follows the browser's).
 */
export function DateField({ value, onChange, ...rest }: Props) {
  return (
    <DateInput
      placeholder="DD/MM/AAAA"
      valueFormat="DD/MM/YYYY"
      locale="es"
      dateParser={parseTypedDate}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
      {...rest}
      value={value}
      // Mantine gives 'YYYY-MM-DD'; keep only the calendar date whatever comes.
      onChange={(v) => onChange(v ? String(v).slice(0, 10) : null)}
    />
  );
}

/** What people type: 01/03/2026, 01-03-2026, or 2026-03-01. */
export function parseTypedDate(input: string): string | null {
  const text = input.trim();
  return parseDisplayDate(text.replace(/-/g, '/')) ?? (parseIsoDate(text) ? text.slice(0, 10) : null);
}
