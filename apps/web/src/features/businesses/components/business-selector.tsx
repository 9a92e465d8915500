import { Group, Select, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentRoute } from '../../../shared/route-handle';
import { businessDisplayName, displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { switchBusiness } from '../switch-business';
import { BUSINESS_MSG } from '../messages';

/** Navbar selector of the business to work on (profile.businesses). */
export function BusinessSelector({ compact = false }: { compact?: boolean }) {
  const { profile, businessId } = useCurrentBusiness();
  const route = useCurrentRoute();
  const [switching, setSwitching] = useState(false);
  const businesses = profile?.businesses ?? [];
  const ruts = new Map(businesses.map((b) => [String(b.id), displayRut(b.rut)]));
  const data = businesses.map((b) => ({ value: String(b.id), label: businessDisplayName(b) }));

  const onChange = async (value: string | null) => {
    const id = Number(value);
    if (!value || id === businessId) return;
    setSwitching(true);
    try {
      await switchBusiness(id, route);
    } catch (err) {
      notifyError(err);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <Select
      data-testid="business-selector"
      aria-label={BUSINESS_MSG.selectedBusiness}
      placeholder={businesses.length ? BUSINESS_MSG.selectBusiness : BUSINESS_MSG.noBusinessToSelect}
      nothingFoundMessage={BUSINESS_MSG.noBusinessToSelect}
      data={data}
      value={businessId !== null ? String(businessId) : null}
      onChange={onChange}
      disabled={switching || businesses.length === 0}
      searchable={businesses.length > 6}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={<IconBuildingStore size={18} aria-hidden />}
      rightSectionPointerEvents="none"
      size={compact ? 'sm' : 'md'}
      radius="md"
      // A long name ends in an ellipsis instead of being cut mid-letter.
      styles={{ input: { textOverflow: 'ellipsis' } }}
      w="100%"
      maw={compact ? undefined : 360}
      comboboxProps={{ width: compact ? 300 : 360, position: 'bottom-start', shadow: 'md' }}
      renderOption={({ option, checked }) => (
        <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={checked ? 600 : 500} truncate>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed">
              RUT {ruts.get(option.value)}
            </Text>
          </Stack>
          {checked ? <IconCheck size={16} aria-hidden /> : null}
        </Group>
      )}
    />
  );
}
