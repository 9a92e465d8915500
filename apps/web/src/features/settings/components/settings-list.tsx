import { Badge, Card, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { displayDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateSetting } from '../api/settings';
import type { SettingEntry } from '../merge-settings';
import { SETTINGS_MSG as M } from '../messages';
import { SettingValue } from './setting-value';

function SettingRow({
  entry,
  businessId,
  canWrite,
}: {
  entry: SettingEntry;
  businessId: number;
  canWrite: boolean;
}) {
  const { key, name, description, valueKind, setting } = entry;
  const update = useUpdateSetting(businessId);
  // The switch moves at once and settles on the server's answer (back, if saving fails).
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const active = optimistic ?? setting?.active ?? false;
  const value = setting?.value ?? null;

  const save = async (body: { active?: boolean; value?: string | null }) => {
    try {
      const res = await update.mutateAsync({ key, setting: body });
      notifySuccess(res.message || M.saved);
      return true;
    } catch (err) {
      notifyError(err);
      return false;
    }
  };

  const toggle = async (next: boolean) => {
    setOptimistic(next);
    await save({ active: next });
    setOptimistic(null);
  };

  const switchControl = (
    <Switch
      checked={active}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      disabled={!canWrite || optimistic !== null}
      label={active ? M.active : M.inactive}
      aria-label={M.stateLabel(name, active)}
      size="md"
      data-testid={`setting-active-${key}`}
    />
  );

  return (
    <Card shadow="xs" padding="lg" component="li" data-testid={`setting-${key}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {setting && !setting.visualized ? (
                <Badge size="sm" variant="light">
                  {M.isNew}
                </Badge>
              ) : null}
            </Group>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {setting ? M.updatedAt(displayDateTime(setting.updated_at)) : M.neverSet}
            </Text>
          </Stack>
          {canWrite ? (
            switchControl
          ) : (
            <Tooltip label={M.adminsOnly}>
              <div>{switchControl}</div>
            </Tooltip>
          )}
        </Group>

        {valueKind.kind !== 'none' ? (
          <SettingValue
            settingKey={key}
            name={name}
            kind={valueKind}
            value={value}
            canWrite={canWrite}
            saving={update.isPending}
            onSave={(v) => save({ value: v })}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

export function SettingsList({
  entries,
  businessId,
  canWrite,
}: {
  entries: SettingEntry[];
  businessId: number;
  canWrite: boolean;
}) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="settings-list">
      {entries.map((entry) => (
        <SettingRow key={entry.key} entry={entry} businessId={businessId} canWrite={canWrite} />
      ))}
    </Stack>
  );
}
