import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ONBOARDING_MSG as M } from '../messages';
import { stepPath } from '../steps';

/**
 * The sign-in screen's ways into onboarding, loaded after it (the first screen's budget): create
 * an account, or, for an account not confirmed yet, enter its code or ask for a new one.
 */
export default function SignUpHint({ unconfirmed }: { unconfirmed?: string }) {
  if (unconfirmed !== undefined) {
    return (
      <Anchor
        component={Link}
        to={stepPath('account-confirmation', { email: unconfirmed })}
        display="block"
        fw={600}
        data-testid="login-confirm-account"
      >
        {M.tokenAskAgain}
      </Anchor>
    );
  }
  return (
    <Text size="sm" ta="center">
      {M.noAccount}{' '}
      <Anchor component={Link} to="/on-boarding" fw={600} data-testid="login-sign-up">
        {M.createFree}
      </Anchor>
    </Text>
  );
}
