import { Card, Skeleton, Stack } from '@mantine/core';
import { SETTING_CATALOG } from '@portal/contracts';
import { IconAdjustments } from '@tabler/icons-react';
import { PageHeader } from '../components/ui/page-header';
import { EmptyState, ErrorState } from '../components/ui/states';
import { useCurrentBusiness } from '../lib/current-business';
import { useSettings } from '../features/settings/api/settings';
import { SettingsList } from '../features/settings/components/settings-list';
import { mergeSettings } from '../features/settings/merge-settings';
import { SETTINGS_MSG as M } from '../features/settings/messages';
import { NotificationsSection } from '../features/notification-preferences/components/notifications-section';
import { RemindersSection } from '../features/reminders/components/reminders-section';
import { CobranzaOnlineSection } from '../features/cobranza-online';
import { FactoringSection } from '../features/factoring';
// Certificate and credentials.
import { CertificateSettingsCard } from '../features/certificates/components/certificate-settings-card';

export function Component() {
  const { businessId, canWrite, closed, business } = useCurrentBusiness();
  const settings = useSettings(businessId);
  const entries = settings.data ? mergeSettings(SETTING_CATALOG, settings.data) : [];

  return (
    <Stack gap="lg" data-testid="settings-page">
      <PageHeader title={M.title} description={M.lead} />
      {businessId === null ? (
        <EmptyState title={M.noBusinessTitle} description={M.noBusiness} />
      ) : settings.isPending ? (
        <Stack gap="sm">
          <Skeleton h={110} radius="lg" />
          <Skeleton h={110} radius="lg" />
          <Skeleton h={110} radius="lg" />
        </Stack>
      ) : settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : entries.length === 0 ? (
        <Card shadow="xs">
          <EmptyState
            icon={<IconAdjustments size={24} aria-hidden />}
            title={M.emptyTitle}
            description={M.empty}
          />
        </Card>
      ) : (
        <SettingsList entries={entries} businessId={businessId} canWrite={canWrite} />
      )}
      {businessId !== null ? (
        <>
          {/* Certificate and credentials. */}
          <CertificateSettingsCard />
          <RemindersSection canWrite={canWrite} />
          <CobranzaOnlineSection active={business?.cobranza_online_active ?? null} canWrite={canWrite} />
          <FactoringSection active={business?.factoring_active ?? null} canWrite={canWrite} />
          <NotificationsSection
            businessId={businessId}
            canWrite={canWrite}
            closed={closed}
            businessPreferences={business?.business_messages_preferences ?? {}}
          />
        </>
      ) : null}
    </Stack>
  );
}
