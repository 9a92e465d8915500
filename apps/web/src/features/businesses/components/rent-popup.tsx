import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showsRentPopup } from '../../../shared/business-rules';
import { useConfig } from '../../../lib/config';
import { useFlags, useRouteActive } from '../../../lib/flags';
import { useSettings } from '../../settings';
import { useCurrentBusiness } from '../../../lib/current-business';
import { BUSINESS_MSG } from '../messages';

// Shown once per business per visit: closing it should not bring it back on every return to the dashboard.
const dismissed = new Set<number>();

/** Rent pop-up (spec §2.5): the popup_rent setting or flag is on, or the business lacks status_rent. */
export function RentPopup() {
  const { business, businessId } = useCurrentBusiness();
  const flags = useFlags();
  const settings = useSettings(businessId);
  const config = useConfig();
  const rentRouteActive = useRouteActive('Operación Renta');
  const [, force] = useState(0);

  const settingOn = settings.data?.some((s) => s.key === 'popup_rent' && s.active) ?? false;
  const wanted =
    !!business &&
    !settings.isPending &&
    showsRentPopup({ business, popupRentFlag: flags.popup_rent === true, popupRentSetting: settingOn });
  const opened = wanted && businessId !== null && !dismissed.has(businessId);
  const year = config.data?.current_period_rent ?? new Date().getFullYear();

  const close = () => {
    if (businessId !== null) dismissed.add(businessId);
    force((n) => n + 1);
  };

  return (
    <Modal opened={opened} onClose={close} title={BUSINESS_MSG.rentTitle(year)} size="md">
      <Stack gap="lg" data-testid="rent-popup">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconCalendarDollar size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap="xs">
            <Text>{BUSINESS_MSG.rentBody}</Text>
            <Text size="sm" c="dimmed">
              {BUSINESS_MSG.rentHint}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end">
          {rentRouteActive ? (
            <>
              <Button variant="default" onClick={close}>
                {BUSINESS_MSG.later}
              </Button>
              <Button component={Link} to="/contabilidad/operacion-renta" onClick={close}>
                {BUSINESS_MSG.goToRent}
              </Button>
            </>
          ) : (
            <Button onClick={close} data-autofocus>
              {BUSINESS_MSG.understood}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
