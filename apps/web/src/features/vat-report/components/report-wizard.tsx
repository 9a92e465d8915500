// /iva/reporte-de-ventas: the monthly sales report in five steps, starting at step 1, with a jump
// to the summary from any step. Choosing a month that already has a report resumes it (or says it
// can no longer change). Files are uploaded once the report exists (they need its id).
import { Alert, Button, Card, Group, Loader, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import type { MonthlyAccounting } from '@portal/contracts';
import { addPeriods, f29DueDate, f29OnTime, periodLabel, toPeriod } from '@portal/domain';
import { IconArrowRight, IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useStoredBusinessId } from '../../../lib/session';
import { useToday } from '../../../lib/config';
import { useCurrentBusiness } from '../../../lib/current-business';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { type UploadInput, uploadAll, useReportOf, useSiiDate, useSubmitReport } from '../api/vat-report';
import { WIZARD_MSG } from '../messages';
import {
  STEP_COUNT,
  SUMMARY_STEP,
  type WizardValues,
  firstStepWithError,
  initialValues,
  nextStep,
  parsePeriodKey,
  periodKey,
  previousStep,
  stepErrors,
  toBody,
  validateValues,
  valuesOf,
} from '../utils/wizard';
import { AutomaticModePanel } from './automatic-mode-panel';
import { FilePicker } from './file-picker';
import { StepOther } from './step-other';
import { StepPeriod } from './step-period';
import { StepSales } from './step-sales';
import { StepSummary } from './step-summary';

export type ReportWizardProps = {
  /** Shown in the summary step under the figures: the F29 proposal of the chosen period. */
  proposal?: (period: { year: number; month: number }) => ReactNode;
};

export function ReportWizard({ proposal }: ReportWizardProps) {
  const date = useSiiDate();
  if (date.isPending) return <Loader aria-label={WIZARD_MSG.loading} />;
  if (!date.data) return <Alert color="red">{WIZARD_MSG.dateError}</Alert>;
  const { accounting_year, accounting_month, due_date, on_time } = date.data;
  return (
    <WizardForm
      latest={toPeriod(accounting_year, accounting_month)}
      dueDate={due_date}
      late={!on_time}
      proposal={proposal}
    />
  );
}

function WizardForm({
  latest,
  dueDate,
  late,
  proposal,
}: { latest: number; dueDate: string; late: boolean } & ReportWizardProps) {
  const businessId = useStoredBusinessId() ?? 0;
  const phone = useMediaQuery('(max-width: 48em)');
  const periods = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) => {
        const p = addPeriods(latest, -i);
        return { value: periodKey(Math.floor(p / 100), p % 100), label: periodLabel(p) };
      }),
    [latest],
  );
  const form = useForm<WizardValues>({ initialValues: initialValues(periods[0]!.value) });
  const [step, setStep] = useState(0);
  const [assetFiles, setAssetFiles] = useState<File[]>([]);
  const [attachments, setAttachments] = useState<File[]>([]);
  const [sent, setSent] = useState<MonthlyAccounting | null>(null);
  const submit = useSubmitReport();

  const chosen = parsePeriodKey(form.values.period);
  const existingQ = useReportOf(chosen?.year ?? null, chosen?.month ?? null);
  const existing = existingQ.data?.data[0] ?? null;
  const locked = existing !== null && !existing.editable;
  // The due date of the month chosen, not only of the month being declared today.
  const today = useToday();
  const chosenPeriod = chosen ? toPeriod(chosen.year, chosen.month) : null;
  const chosenDue =
    chosenPeriod === null || chosenPeriod === latest
      ? { date: dueDate, late }
      : {
          date: f29DueDate(chosenPeriod, { electronic: true }),
          late: !f29OnTime(chosenPeriod, today, { electronic: true }),
        };
  const { canWrite } = useCurrentBusiness();
  // A month with a report: its values become the form's (once per report and update).
  const existingKey = existing ? `${existing.id}:${existing.updated_at}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different stored report resets the form
  useEffect(() => {
    if (existing) form.setValues(valuesOf(existing));
  }, [existingKey]);

  const periodText = periods.find((p) => p.value === form.values.period)?.label ?? '';
  const fileCount =
    attachments.length +
    (form.values.fixed_assets ? assetFiles.length : 0) +
    (existing
      ? existing.attached_files.length + (form.values.fixed_assets ? existing.fixed_asset_files.length : 0)
      : 0);

  const check = (upTo: number | 'all'): boolean => {
    const errors = validateValues(form.values, businessId);
    const shown = upTo === 'all' ? errors : stepErrors(errors, upTo);
    form.setErrors(shown);
    if (upTo === 'all') {
      const first = firstStepWithError(errors);
      if (first !== null) {
        setStep(first);
        notifyError(WIZARD_MSG.fixErrors);
        return false;
      }
    }
    return Object.keys(shown).length === 0;
  };
  const go = (to: number) => {
    if (to > step && !check(step)) return;
    setStep(to);
  };
  const wm = form.values.without_movements;

  const send = () => {
    if (locked || !check('all')) return;
    submit.mutate(toBody(form.values, businessId), {
      onSuccess: async (res) => {
        const report = res.monthly_accounting;
        const uploads: UploadInput[] = wm
          ? []
          : [
              ...(form.values.fixed_assets ? assetFiles : []).map((file) => ({
                file,
                type_document: 'fixed_asset' as const,
                id: report.id,
              })),
              ...attachments.map((file) => ({ file, type_document: 'attachment' as const, id: report.id })),
            ];
        const failed = await uploadAll(uploads);
        if (failed > 0) notifyError(WIZARD_MSG.filesFailed(failed));
        setAssetFiles([]);
        setAttachments([]);
        notifySuccess(res.message);
        setSent(report);
      },
      onError: (e) => notifyError(e),
    });
  };

  if (sent) {
    return (
      <Card withBorder p="xl" maw={620} data-testid="report-sent">
        <Stack gap="md">
          <Group gap="sm">
            <IconCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden />
            <Text fw={700} fz="lg">
              {WIZARD_MSG.sent}
            </Text>
          </Group>
          <Text>{WIZARD_MSG.sentText(periodText)}</Text>
          <Group>
            <Button component={Link} to="/iva/historial-reportes-de-ventas" variant="default">
              {WIZARD_MSG.history}
            </Button>
            <Button
              onClick={() => {
                setSent(null);
                setStep(0);
              }}
            >
              {WIZARD_MSG.newReport}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  const skipped = (i: number) => wm && i > 0 && i < SUMMARY_STEP;
  return (
    <Stack gap="lg">
      <PageHeader title={WIZARD_MSG.title} description={WIZARD_MSG.description} />
      <AutomaticModePanel />
      <Card withBorder p={{ base: 'md', sm: 'lg' }}>
        {phone ? (
          // A phone has no room for five steps side by side: where it stands, and a bar.
          <Stack gap={6} data-testid="report-stepper">
            <Text size="sm" fw={600}>
              {WIZARD_MSG.stepOf(step + 1, STEP_COUNT, WIZARD_MSG.steps[step]!)}
            </Text>
            <Progress value={((step + 1) / STEP_COUNT) * 100} size="sm" aria-hidden />
          </Stack>
        ) : (
          <Stepper
            active={step}
            onStepClick={(i) => !skipped(i) && (i < step ? setStep(i) : go(i))}
            size="sm"
            allowNextStepsSelect={false}
            data-testid="report-stepper"
          >
            {WIZARD_MSG.steps.map((label, i) => (
              <Stepper.Step key={label} label={label} color={skipped(i) ? 'gray' : undefined} />
            ))}
          </Stepper>
        )}
        <Stack mt="xl" gap="lg" data-testid={`report-step-${step + 1}`}>
          {step === 0 && (
            <StepPeriod
              form={form}
              periods={periods}
              dueDate={chosenDue.date}
              late={chosenDue.late}
              existing={existing}
            />
          )}
          {step === 1 && <StepSales form={form} />}
          {step === 2 && (
            <StepOther
              form={form}
              savedAssets={existing?.fixed_asset_files ?? []}
              assetFiles={assetFiles}
              onAssetFiles={setAssetFiles}
              canDelete={!locked}
            />
          )}
          {step === 3 && (
            <Stack gap="xs" maw={640}>
              <Text size="sm" c="dimmed">
                {WIZARD_MSG.attachmentsHint}
              </Text>
              <FilePicker
                label={WIZARD_MSG.attachments}
                saved={existing?.attached_files ?? []}
                files={attachments}
                onChange={setAttachments}
                canDelete={!locked}
                testId="attachment-files"
              />
            </Stack>
          )}
          {step === SUMMARY_STEP && (
            <StepSummary
              form={form}
              periodLabel={periodText}
              files={wm ? 0 : fileCount}
              proposal={chosen && proposal ? proposal(chosen) : undefined}
            />
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {step > 0 && (
                <Button
                  variant="default"
                  onClick={() => setStep(previousStep(step, wm))}
                  data-testid="report-back"
                >
                  {WIZARD_MSG.back}
                </Button>
              )}
            </Group>
            <Group gap="sm">
              {step < SUMMARY_STEP && step < STEP_COUNT - 1 && (
                <Button
                  variant="subtle"
                  leftSection={<IconPlayerSkipForward size={16} aria-hidden />}
                  onClick={() => go(SUMMARY_STEP)}
                  data-testid="jump-to-end"
                >
                  {WIZARD_MSG.jumpToEnd}
                </Button>
              )}
              {step < SUMMARY_STEP ? (
                <Button
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                  onClick={() => go(nextStep(step, wm))}
                  data-testid="report-next"
                >
                  {WIZARD_MSG.next}
                </Button>
              ) : (
                <Group gap="sm">
                  {canWrite ? null : (
                    <ReadOnlyNote what={WIZARD_MSG.readOnlyWhat} testId="report-read-only" />
                  )}
                  <Button
                    onClick={send}
                    loading={submit.isPending}
                    disabled={locked || !canWrite}
                    data-testid="report-send"
                  >
                    {existing ? WIZARD_MSG.update : WIZARD_MSG.send}
                  </Button>
                </Group>
              )}
            </Group>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
