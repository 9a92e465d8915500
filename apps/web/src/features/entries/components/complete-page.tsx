// …/entrada-dinero/completar-datos?plantilla=<id> (and salida): the date (today), the name (the
// template's), the account the money enters or leaves (active asset accounts, 1102 Banco first) and
// the template's active amounts. As the user types, the server computes the lines (debounced); its
// refusal shows inline. Everything lives in the URL, so a reload keeps it; "Continuar" carries it to
// the confirmation.
import { Anchor, Button, Card, Group, NumberInput, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Account, EvaluateTemplateBody, IncomeTemplate } from '@portal/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { addPeriods, periodLabel, periodOf } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { useUrlParamsWriter } from '../../../lib/url-state/use-url-params-writer';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { errorMessage, isApiError } from '../../../lib/api';
import { AccountSelect } from '../../accounting';
import { useChart } from '../../accounting';
import { useToday } from '../../../lib/config';
import { useEvaluation, useTemplate } from '../api/entries';
import { COMPLETE_MSG, NEW_MSG } from '../messages';
import { pesos } from '../utils/lines';
import {
  DIRECTION_SEGMENT,
  type Direction,
  type WizardState,
  entriesBase,
  readWizard,
  writeWizard,
} from '../utils/wizard';
import { BackLink } from './choice-card';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { LinesTable } from './lines-table';
import { DateField } from '../../../components/ui/date-field';

export const isMoneyAccount = (a: Account) => a.active && a.account_type === 'ASSET';
export const DEFAULT_MONEY_ACCOUNT = '1102';

/** The wizard's state with its defaults filled in: today, the template's name, 1102 Banco. */
export function useWizard(direction?: Direction) {
  const { params, update } = useUrlParamsWriter();
  const today = useToday();
  const raw = readWizard(params, direction);
  const template = useTemplate(raw.templateId);
  const chart = useChart();
  const bank = chart.data?.accounts.find(
    (a) => a.account_number === DEFAULT_MONEY_ACCOUNT && isMoneyAccount(a),
  );
  const state: WizardState = {
    ...raw,
    date: raw.date ?? today,
    name: raw.name ?? template.data?.income_template.name ?? null,
    accountId: raw.accountId ?? bank?.id ?? null,
  };
  // Built on the URL still being applied, so a name typed just before an amount is kept.
  const set = (patch: Partial<WizardState>) =>
    update(
      (current) => writeWizard({ ...readWizard(current, direction), ...patch }, direction === undefined),
      {
        replace: true,
      },
    );
  return { raw, state, set, template, chart };
}

/** The evaluate call's body, or null while something it needs is missing or every amount is 0. */
export function evaluateBody(state: WizardState, t: IncomeTemplate | undefined): EvaluateTemplateBody | null {
  if (!t || state.accountId === null || !state.date) return null;
  const active = [t.input_1_active, t.input_2_active, t.input_3_active];
  const inputs = state.inputs.map((v, i) => (active[i] ? v : 0));
  // A template without amounts to type (the F29 payment reads its proposal) evaluates as it is.
  if (active.some(Boolean) && inputs.every((v) => v === 0)) return null;
  return {
    date: state.date,
    input_acc: state.accountId,
    input_1: inputs[0],
    input_2: inputs[1],
    input_3: inputs[2],
  };
}

/** A template whose amounts are lines of the F29 proposal (settings f29_<code>). */
const readsF29 = (t: IncomeTemplate) => t.income_settings.some((s) => s.code.startsWith('f29_'));

/** Which month's proposal the amounts come from: the F29 of the month before the record's date. */
function F29Source({ date }: { date: string }) {
  const period = periodOf(date);
  if (period === null) return null;
  const month = addPeriods(period, -1);
  return (
    <Text size="sm" c="dimmed" data-testid="wizard-f29-source">
      {COMPLETE_MSG.fromF29(periodLabel(month).toLowerCase())}{' '}
      <Anchor component={Link} to={`/iva/propuesta-f29?periodo=${month}`} size="sm">
        {COMPLETE_MSG.openF29}
      </Anchor>
    </Text>
  );
}

export function CompletePage({ product, direction }: { product: string; direction: Direction }) {
  const navigate = useNavigate();
  const { state, set, template } = useWizard(direction);
  const base = entriesBase(product);
  const t = template.data?.income_template;
  const [body] = useDebouncedValue(evaluateBody(state, t), 400);
  const live = evaluateBody(state, t);
  const evaluation = useEvaluation(state.templateId, body);
  const settled = JSON.stringify(body) === JSON.stringify(live) && !evaluation.isFetching;
  const result = live && settled && evaluation.isSuccess ? evaluation.data : null;
  const refused = live && settled && evaluation.isError ? errorMessage(evaluation.error) : null;
  const back = `${base}/${DIRECTION_SEGMENT[direction]}`;

  if (state.templateId === null || isApiError(template.error, 404) || (t && t.type_category !== direction))
    return (
      <Stack gap="md" maw={760}>
        <BackLink to={back}>{NEW_MSG.backToNew}</BackLink>
        <LoadError message={COMPLETE_MSG.templateMissing} />
      </Stack>
    );

  const goOn = () => {
    const p = writeWizard(state, true);
    navigate(`${base}/confirmacion?${p.toString()}`);
  };
  const labels = t ? [t.input_1_label, t.input_2_label, t.input_3_label] : [];
  const active = t ? [t.input_1_active, t.input_2_active, t.input_3_active] : [];

  return (
    <Stack gap="md" maw={860} data-testid="entries-complete-page">
      <BackLink to={back}>{NEW_MSG.backToNew}</BackLink>
      <PageHeader
        title={t?.name ?? COMPLETE_MSG.title}
        description={t ? t.description : COMPLETE_MSG.title}
      />
      {template.isPending ? (
        <Skeleton height={260} radius="md" />
      ) : template.isError || !t ? (
        <LoadError
          message={COMPLETE_MSG.templateError}
          onRetry={() => template.refetch()}
          retrying={template.isFetching}
        />
      ) : (
        <>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group gap="sm" align="flex-start" wrap="wrap">
                <DateField
                  label={COMPLETE_MSG.date}
                  value={state.date ?? null}
                  onChange={(iso) => set({ date: iso })}
                  required
                  style={{ flex: '1 1 160px' }}
                  data-testid="wizard-date"
                />
                <TextInput
                  label={COMPLETE_MSG.name}
                  value={state.name ?? ''}
                  onChange={(e) => set({ name: e.currentTarget.value })}
                  maxLength={120}
                  required
                  style={{ flex: '3 1 260px' }}
                  data-testid="wizard-name"
                />
              </Group>
              <AccountSelect
                label={t.input_acc_label}
                placeholder={COMPLETE_MSG.accountPlaceholder}
                value={state.accountId}
                onChange={(accountId) => set({ accountId })}
                only={isMoneyAccount}
                allowDeselect={false}
                required
                data-testid="wizard-account"
              />
              {active.some(Boolean) ? (
                <Group gap="sm" align="flex-start" wrap="wrap">
                  {active.map((on, i) =>
                    on ? (
                      <NumberInput
                        // The three inputs are fixed slots of the template.
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
                        key={i}
                        {...PESO_INPUT}
                        label={labels[i] ?? COMPLETE_MSG.pesos}
                        value={state.inputs[i] || ''}
                        onChange={(v) => {
                          const inputs = [...state.inputs] as WizardState['inputs'];
                          inputs[i] = pesos(v);
                          set({ inputs });
                        }}
                        style={{ flex: '1 1 200px' }}
                        data-testid={`wizard-input-${i + 1}`}
                      />
                    ) : null,
                  )}
                </Group>
              ) : null}
              {readsF29(t) && state.date ? <F29Source date={state.date} /> : null}
            </Stack>
          </Card>
          <Stack gap="xs" aria-live="polite" data-testid="wizard-preview">
            <Text fw={600}>{COMPLETE_MSG.preview}</Text>
            {refused ? (
              <FormAlert message={refused} testId="wizard-error" />
            ) : result ? (
              <LinesTable lines={result.incomes} />
            ) : live ? (
              <Text size="sm" c="dimmed">
                {COMPLETE_MSG.computing}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {COMPLETE_MSG.previewHint}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={goOn}
              disabled={!result || !state.name?.trim()}
              data-testid="wizard-continue"
            >
              {COMPLETE_MSG.continue}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
