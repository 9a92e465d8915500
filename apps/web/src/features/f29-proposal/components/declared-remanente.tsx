// DeclaredRemanente: the 077 of the last F29 the business filed (F29ProposalResponse.declared_remanente)
// and its month, said beside the proposal, with a form to enter, change or remove it (owner and admin;
// a guest reads a note instead). Validated by the contract's schema; the proposal's remanente chain
// (line 504) starts at the month after it.
import { Button, Card, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type F29ProposalResponse, f29DeclaredRemanenteBody } from '@portal/contracts';
import { addPeriods, formatCLP, periodLabel, periodOf, utmMonthText } from '@portal/domain';
import { useState } from 'react';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { useToday } from '../../../lib/config';
import { useCurrentBusiness } from '../../../lib/current-business';
import { schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveF29DeclaredRemanente, useSetF29DeclaredRemanente } from '../api/proposal';
import { F29_MSG } from '../messages';

/** Months a filed F29 can be of: the 36 before the current one, newest first. */
const MONTHS = 36;

export function DeclaredRemanente({ p }: { p: F29ProposalResponse }) {
  const { canWrite } = useCurrentBusiness();
  const declared = p.declared_remanente;
  const [editing, setEditing] = useState(false);
  const remove = useRemoveF29DeclaredRemanente();
  const text = declared
    ? declared.used
      ? F29_MSG.declaredUsed(utmMonthText(declared.period), formatCLP(declared.pesos))
      : F29_MSG.declaredNotUsed(
          utmMonthText(declared.period),
          formatCLP(declared.pesos),
          utmMonthText(addPeriods(declared.period, 1)),
        )
    : F29_MSG.declaredNone;
  const onRemove = async () => {
    try {
      await remove.mutateAsync(undefined);
      notifySuccess(F29_MSG.declaredRemoved);
    } catch (err) {
      notifyError(err ?? F29_MSG.declaredSaveError);
    }
  };
  return (
    <Card withBorder data-testid="f29-declared">
      <Stack gap="xs">
        <Text fw={600} component="h2" fz="md">
          {F29_MSG.declaredTitle}
        </Text>
        <Text size="sm" data-testid="f29-declared-text">
          {text}
        </Text>
        {!canWrite ? (
          <ReadOnlyNote what={F29_MSG.declaredReadOnly} testId="f29-declared-read-only" />
        ) : declared && !editing ? (
          <Group gap="sm">
            <Button
              variant="default"
              size="sm"
              onClick={() => setEditing(true)}
              data-testid="f29-declared-edit"
            >
              {F29_MSG.declaredEdit}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              loading={remove.isPending}
              data-testid="f29-declared-remove"
            >
              {F29_MSG.declaredRemove}
            </Button>
          </Group>
        ) : (
          <DeclaredForm
            initial={declared}
            onDone={() => setEditing(false)}
            onCancel={declared ? () => setEditing(false) : undefined}
          />
        )}
      </Stack>
    </Card>
  );
}

type Values = { year: number; month: number; pesos: number | '' };

function DeclaredForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: F29ProposalResponse['declared_remanente'];
  onDone: () => void;
  onCancel?: () => void;
}) {
  const today = useToday();
  const current = periodOf(today)!;
  const save = useSetF29DeclaredRemanente();
  const start = initial?.period ?? addPeriods(current, -1);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { year: Math.floor(start / 100), month: start % 100, pesos: initial?.pesos ?? '' },
    validate: schemaResolver(f29DeclaredRemanenteBody),
  });
  const options = Array.from({ length: MONTHS }, (_, i) => addPeriods(current, -1 - i));
  if (!options.includes(start)) options.push(start);
  const period = form.values.year * 100 + form.values.month;
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ year: values.year, month: values.month, pesos: Number(values.pesos) });
      notifySuccess(F29_MSG.declaredSaved(utmMonthText(values.year * 100 + values.month)));
      onDone();
    } catch (err) {
      notifyError(err ?? F29_MSG.declaredSaveError);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={F29_MSG.declaredMonth}
          data={options.map((o) => ({ value: String(o), label: periodLabel(o) }))}
          value={String(period)}
          onChange={(v) => {
            if (!v) return;
            form.setValues({ year: Math.floor(Number(v) / 100), month: Number(v) % 100 });
          }}
          error={form.errors.month ?? form.errors.year}
          allowDeselect={false}
          searchable
          w={200}
          data-testid="f29-declared-month"
        />
        <NumberInput
          {...PESO_INPUT}
          label={F29_MSG.declaredPesos}
          required
          w={200}
          {...form.getInputProps('pesos')}
          data-testid="f29-declared-pesos"
        />
        <Button type="submit" loading={save.isPending} data-testid="f29-declared-save">
          {F29_MSG.declaredSave}
        </Button>
        {onCancel ? (
          <Button variant="subtle" onClick={onCancel}>
            {F29_MSG.declaredCancel}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
