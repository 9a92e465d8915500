import { Badge, Button, Card, Code, Group, Stack, Switch, Text, Textarea, Tooltip } from '@mantine/core';
import { SETTING_VALUE_MAX } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { displayDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateSetting } from '../api/settings';
import type { SettingEntry } from '../merge-settings';
import { SETTINGS_MSG as M } from '../messages';

function SettingRow({
  entry,
  businessId,
  canWrite,
}: {
  entry: SettingEntry;
  businessId: number;
  canWrite: boolean;
}) {
  const { key, name, description, setting } = entry;
  const update = useUpdateSetting(businessId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(setting?.value ?? '');
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

  const saveValue = async () => {
    if (await save({ value: draft.trim() === '' ? null : draft })) setEditing(false);
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
            <Group gap="xs">
              <Code>{key}</Code>
              <Text size="xs" c="dimmed">
                {setting ? M.updatedAt(displayDateTime(setting.updated_at)) : M.neverSet}
              </Text>
            </Group>
          </Stack>
          {canWrite ? (
            switchControl
          ) : (
            <Tooltip label={M.adminsOnly}>
              <div>{switchControl}</div>
            </Tooltip>
          )}
        </Group>

        {editing ? (
          <Stack gap="xs">
            <Textarea
              label={M.value}
              autosize
              minRows={1}
              maxRows={6}
              maxLength={SETTING_VALUE_MAX}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              data-autofocus
              data-testid={`setting-value-input-${key}`}
            />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="sm"
                onClick={() => {
                  setDraft(value ?? '');
                  setEditing(false);
                }}
                disabled={update.isPending}
              >
                {M.cancel}
              </Button>
              <Button
                size="sm"
                onClick={() => void saveValue()}
                loading={update.isPending}
                data-testid={`setting-value-save-${key}`}
              >
                {M.saveValue}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group
            justify="space-between"
            gap="sm"
            wrap="nowrap"
            align="center"
            p="xs"
            style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              <Text span size="sm" c="dimmed">
                {M.value}:{' '}
              </Text>
              {value ?? (
                <Text span size="sm" c="dimmed" fs="italic">
                  {M.noValue}
                </Text>
              )}
            </Text>
            {canWrite ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => {
                  setDraft(value ?? '');
                  setEditing(true);
                }}
                aria-label={M.editLabel(name)}
                data-testid={`setting-value-edit-${key}`}
              >
                {M.edit}
              </Button>
            ) : null}
          </Group>
        )}
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
