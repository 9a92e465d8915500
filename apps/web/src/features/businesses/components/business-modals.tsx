// Notices of spec §2.5 that apply to the whole app: incomplete data and no business.
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBuildingOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import {
  CONTRACT_PLAN_STEP1,
  ONBOARDING_BUSINESS_STEP,
  needsCompleteData,
  withoutBusiness,
} from '../../../shared/business-rules';
import { useRouteName } from '../../../shared/route-handle';
import { logout } from '../../../lib/session-actions';
import { useCurrentBusiness } from '../../../lib/current-business';
import { BUSINESS_MSG } from '../messages';

/**
 * Shown while the selected business has status_onboarding 'fill_information', on every route but
 * the plan route. OK or cancel go to contract-your-plan step 1; the screen reached from there
 * (the plan route, or '/' while it is inactive) is not interrupted again until the next navigation.
 */
export function IncompleteDataModal() {
  const { business } = useCurrentBusiness();
  const routeName = useRouteName();
  const location = useLocation();
  const navigate = useNavigate();
  // Location key when OK/cancel was pressed; the screen the navigation lands on stays uninterrupted.
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null);
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);

  useEffect(() => {
    if (leavingFrom !== null && location.key !== leavingFrom) {
      setDismissedAt(location.key);
      setLeavingFrom(null);
    }
  }, [location.key, leavingFrom]);

  const opened =
    needsCompleteData(business, routeName) && leavingFrom === null && dismissedAt !== location.key;
  const goToPlan = () => {
    setLeavingFrom(location.key);
    navigate(CONTRACT_PLAN_STEP1);
  };

  return (
    <Modal
      opened={opened}
      onClose={goToPlan}
      title={BUSINESS_MSG.incompleteDataTitle}
      closeButtonProps={{ 'aria-label': BUSINESS_MSG.close }}
    >
      <Stack gap="lg" data-testid="incomplete-data-modal">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="yellow">
            <IconAlertCircle size={22} aria-hidden />
          </ThemeIcon>
          <Text>{BUSINESS_MSG.incompleteData}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={goToPlan}>
            {BUSINESS_MSG.cancel}
          </Button>
          <Button onClick={goToPlan} data-autofocus>
            {BUSINESS_MSG.accept}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A person without any business: blocking for one removed from every business (they can only sign
 * out); one who never had a business is taken to the sign-up's business step.
 */
export function NoBusinessModal() {
  const { profile } = useCurrentBusiness();
  const [leaving, setLeaving] = useState(false);
  const state = withoutBusiness(profile);
  if (state === 'create') return <Navigate to={ONBOARDING_BUSINESS_STEP} replace />;
  const opened = state === 'blocked';
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={BUSINESS_MSG.noBusinessTitle}
    >
      <Stack gap="lg" data-testid="no-business-modal">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="gray">
            <IconBuildingOff size={22} aria-hidden />
          </ThemeIcon>
          <Text>{BUSINESS_MSG.noBusiness}</Text>
        </Group>
        <Group justify="flex-end">
          <Button
            loading={leaving}
            data-autofocus
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {BUSINESS_MSG.accept}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
