// Asked once, at a business's first import of SII files: from which day the portal manages its
// collection ("Gestión de cobranza desde"). The default manages every unpaid document; the owner may
// leave older ones out (handled before the portal) and change it later in Mi empresa.
import '@mantine/dates/styles.css';
import { Radio, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { parseIsoDate } from '@portal/domain';
import { IMPORT_MSG } from '../utils/messages';

export type CollectionsStart = { scope: 'all' } | { scope: 'since'; day: string | null };

/** The day to store, null for every unpaid document, or undefined while a chosen day is missing. */
export function chosenDay(choice: CollectionsStart): string | null | undefined {
  if (choice.scope === 'all') return null;
  return choice.day && parseIsoDate(choice.day) ? choice.day : undefined;
}

export function CollectionsStartChoice({
  value,
  onChange,
}: {
  value: CollectionsStart;
  onChange: (v: CollectionsStart) => void;
}) {
  const M = IMPORT_MSG.collectionsStart;
  return (
    <Stack gap="xs" data-testid="collections-start">
      <Radio.Group
        label={M.question}
        value={value.scope}
        onChange={(scope) => onChange(scope === 'since' ? { scope, day: null } : { scope: 'all' })}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="all" label={M.all} description={M.allHint} data-testid="collections-start-all" />
          <Radio value="since" label={M.since} data-testid="collections-start-since" />
        </Stack>
      </Radio.Group>
      {value.scope === 'since' ? (
        <DateInput
          aria-label={M.day}
          placeholder="DD/MM/AAAA"
          valueFormat="DD/MM/YYYY"
          locale="es"
          maw={220}
          ml={30}
          value={value.day}
          onChange={(v) => onChange({ scope: 'since', day: v ? String(v).slice(0, 10) : null })}
          error={value.day === null ? M.dayRequired : undefined}
          popoverProps={{ withinPortal: true }}
          data-testid="collections-start-day"
        />
      ) : null}
      <Text size="xs" c="dimmed">
        {M.later}
      </Text>
    </Stack>
  );
}
