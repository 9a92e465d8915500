// /remuneraciones/nueva-liquidacion/primer-paso|segundo-paso|tercer-paso: the open month's novedades
// in three steps (issue #29 §2). The draft lives here while the steps change (the three paths render
// this same component, so React keeps its state) and each step's "Siguiente" also saves it (PUT
// …/novelties takes all at once), so a reload or another device finds what was entered. "Enviar"
// saves, then PUT …/send_form computes every payslip; a refusal lists each problem naming the worker.
import { Alert, Anchor, Button, Card, Group, Progress, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import type { CurrentPeriodResponse } from '@portal/contracts';
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { PageHeader } from '../../../../components/ui/page-header';
import { ReadOnlyNote } from '../../../../components/ui/read-only-note';
import { LoadError } from '../../../../components/ui/states';
import { useCompact } from '../../../../components/ui/use-compact';
import { ApiError } from '../../../../lib/api';
import { useCurrentBusiness } from '../../../../lib/current-business';
import { notifySuccess } from '../../../../lib/notify';
import { useAdditional, useCurrentPeriod, useSaveNovelties, useSendForm } from '../../api/quotations';
import { PAYROLL_MSG as M } from '../../messages';
import { type Draft, type DraftErrors, draftErrors, draftOf, problemLines, toBody } from '../../utils/draft';
import { ADVANCED_PATH, LIQUIDACIONES_PATH, type WizardStep, stepPath } from '../../utils/paths';
import { monthLabel } from '../current-period-card';
import { SentenceAlert } from '../sentence-alert';
import { FirstStep } from './first-step';
import { SecondStep } from './second-step';
import { ThirdStep } from './third-step';

export function WizardPage({ step }: { step: WizardStep }) {
  const { canWrite } = useCurrentBusiness();
  const current = useCurrentPeriod();
  if (current.isPending) return <Skeleton height={420} radius="md" data-testid="payroll-wizard-loading" />;
  if (current.isError || !current.data)
    return (
      <LoadError message={M.currentError} onRetry={() => current.refetch()} retrying={current.isFetching} />
    );
  const q = current.data.quotation;
  const stop = (message: string, to: string, label: string) => (
    <Stack gap="md">
      <PageHeader title={M.wizardTitle(monthLabel(current.data))} />
      <Alert color="orange" variant="light" data-testid="payroll-wizard-closed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Anchor component={Link} to={to} size="sm">
            {label}
          </Anchor>
        </Stack>
      </Alert>
    </Stack>
  );
  if (!q) return stop(M.noOpenProcess, LIQUIDACIONES_PATH, M.goToList);
  if (q.status !== 'created') return stop(M.notEditable, ADVANCED_PATH, M.goToReview);
  if (!canWrite)
    return (
      <Stack gap="md">
        <PageHeader title={M.wizardTitle(monthLabel(current.data))} />
        <ReadOnlyNote what={M.readOnlyWhat} testId="payroll-wizard-read-only" />
      </Stack>
    );
  return <WizardForm key={q.id} current={current.data} quotationId={q.id} step={step} />;
}

const focusFirst = (errors: DraftErrors) => {
  const first = Object.keys(errors)[0];
  if (first) requestAnimationFrame(() => document.getElementById(`payroll-${first}`)?.focus());
};

function WizardForm({
  current,
  quotationId,
  step,
}: {
  current: CurrentPeriodResponse;
  quotationId: number;
  step: WizardStep;
}) {
  const navigate = useNavigate();
  const compact = useCompact();
  const [draft, setDraft] = useState<Draft>(() => draftOf(current));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const additional = useAdditional({ year: current.year, month: current.month });
  const save = useSaveNovelties();
  const send = useSendForm();
  const busy = save.isPending || send.isPending;
  const workers = current.workers;

  const change = (next: Draft) => {
    setDraft(next);
    if (checked) setErrors(draftErrors(next, step));
  };

  const failed = (err: unknown) => {
    setError(err instanceof Error ? err.message : String(err));
    setProblems(err instanceof ApiError ? problemLines(err.body) : []);
  };

  const go = async (to: WizardStep | 'send') => {
    setError(null);
    setProblems([]);
    // Back keeps the draft as it is (it is in state); forward checks the steps up to the target.
    if (to !== 'send' && to <= step) return to < step ? navigate(stepPath(to)) : undefined;
    const found = draftErrors(draft, to === 'send' ? 3 : to);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    try {
      await save.mutateAsync({ id: quotationId, body: toBody(draft, to === 'send' ? 3 : step) });
      if (to !== 'send') {
        setChecked(false);
        return navigate(stepPath(to));
      }
      const sent = await send.mutateAsync(quotationId);
      notifySuccess(sent.message);
      navigate(ADVANCED_PATH);
    } catch (err) {
      failed(err);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader title={M.wizardTitle(monthLabel(current))} description={M.wizardDescription} />
      <Card withBorder p={{ base: 'md', sm: 'lg' }}>
        {compact ? (
          <Stack gap={6} data-testid="payroll-stepper">
            <Text size="sm" fw={600}>
              {M.stepOf(step, M.steps[step - 1]!)}
            </Text>
            <Progress value={(step / 3) * 100} size="sm" aria-hidden />
          </Stack>
        ) : (
          <Stepper
            active={step - 1}
            onStepClick={(i) => void go((i + 1) as WizardStep)}
            size="sm"
            allowNextStepsSelect={false}
            data-testid="payroll-stepper"
          >
            {M.steps.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void go(step === 3 ? 'send' : ((step + 1) as WizardStep));
          }}
          data-testid={`payroll-step-${step}`}
        >
          <Stack mt="xl" gap="lg">
            {step === 1 ? (
              <FirstStep draft={draft} onChange={change} errors={errors} workers={workers} />
            ) : null}
            {step === 2 ? (
              <SecondStep draft={draft} onChange={change} errors={errors} workers={workers} />
            ) : null}
            {step === 3 ? (
              <ThirdStep
                draft={draft}
                onChange={change}
                errors={errors}
                workers={workers}
                suggestions={additional.data}
              />
            ) : null}
            {checked && Object.keys(errors).length > 0 ? (
              <Text size="sm" c="red.8" role="alert" data-testid="payroll-fix-fields">
                {errors.included ?? M.fixFields}
              </Text>
            ) : null}
            <FormAlert message={error} testId="payroll-wizard-error" />
            <SentenceAlert color="red" title={M.problemsTitle} lines={problems} testId="payroll-problems" />
            <Group justify="space-between">
              {step > 1 ? (
                <Button
                  variant="default"
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                  onClick={() => void go((step - 1) as WizardStep)}
                  disabled={busy}
                  data-testid="payroll-back"
                >
                  {M.back}
                </Button>
              ) : (
                <span />
              )}
              <Button
                type="submit"
                loading={busy}
                rightSection={
                  step === 3 ? <IconSend size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />
                }
                data-testid={step === 3 ? 'payroll-send' : 'payroll-next'}
              >
                {step === 3 ? M.send : M.next}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
