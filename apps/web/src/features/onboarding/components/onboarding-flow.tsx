import { Box, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { hasSession } from '../../../lib/session';
import { DASHBOARD_PATH } from '../../../shared/route-table';
import { STAGES, type OnboardingStep, leavesForDashboard, stageOf, stepOf } from '../steps';
import { BusinessStep } from './business-step';
import { ConfirmationStep, VerificationSentStep } from './confirmation-step';
import { ConnectSiiStep } from './connect-sii-step';
import { CreateAccountStep } from './create-account-step';

function StepScreen({ step, search }: { step: OnboardingStep; search: URLSearchParams }) {
  switch (step) {
    case 'create-account':
      return <CreateAccountStep referral={search.get('ref')} />;
    case 'account-confirmation':
      return <ConfirmationStep key={search.get('email') ?? ''} email={search.get('email')} />;
    case 'account-verification-sent':
      return <VerificationSentStep email={search.get('email')} />;
    case 'business-and-personal-data':
      return <BusinessStep />;
    case 'connect-sii':
      return <ConnectSiiStep />;
  }
}

/** /on-boarding?step=…: the progress and the step's screen. */
export function OnboardingFlow() {
  const [search] = useSearchParams();
  const step = stepOf(search);
  // Whether the visitor arrived signed in, read once: the confirmation signs in and then moves on
  // to the next step, and must not be sent away in between.
  const [signedInOnArrival] = useState(hasSession);
  if (leavesForDashboard(step, signedInOnArrival)) return <Navigate to={DASHBOARD_PATH} replace />;
  return (
    <Stack gap="xl" data-testid={`onboarding-${step}`}>
      <Box visibleFrom="md">
        <Stepper
          active={stageOf(step)}
          size="sm"
          allowNextStepsSelect={false}
          aria-label="Avance del registro"
        >
          {STAGES.map((label) => (
            <Stepper.Step key={label} label={label} />
          ))}
        </Stepper>
      </Box>
      <Stack gap={6} hiddenFrom="md">
        <Text size="sm" fw={600}>
          Paso {stageOf(step) + 1} de {STAGES.length} · {STAGES[stageOf(step)]}
        </Text>
        <Progress
          value={((stageOf(step) + 1) / STAGES.length) * 100}
          size="sm"
          aria-label="Avance del registro"
        />
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <StepScreen step={step} search={search} />
      </Paper>
    </Stack>
  );
}
