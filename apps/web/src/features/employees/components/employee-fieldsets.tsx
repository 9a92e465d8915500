// The worker's fields, grouped as a payroll clerk reads a ficha: person, contract, pay, previsión,
// family, bank. Labels and hints from messages.ts; each field's error is the contract's text.
import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FAMILY_TRAMOS, GRATIFICATION_REGIMES } from '@portal/contracts';
import {
  BANK_ACCOUNT_SELECT_TYPES,
  BANKS,
  COMMUNES,
  CONTRACT_TYPES,
  EMPLOYEE_STATUSES,
  GENDERS,
  HEALTH_MONEY_TYPES,
  HEALTH_SYSTEMS,
  LRE_TERMINATION_CAUSES,
  NATIONALITIES,
  PENSION_FUNDS,
  formatCLP,
  maxWeeklyHoursOn,
  minimumWageOn,
  proratedMinimumWage,
  todayInChile,
} from '@portal/domain';
import { DateField } from '../../../components/ui/date-field';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { EMPLOYEES_MSG as M } from '../messages';

/** What the inputs hold: numbers may be empty while typing, choices unset. */
export type FormValues = {
  [K in
    | 'rut'
    | 'first_name'
    | 'last_name'
    | 'mother_last_name'
    | 'address'
    | 'position'
    | 'email'
    | 'bank_account_number']: string;
} & {
  [K in
    | 'gender'
    | 'nationality'
    | 'birth_date'
    | 'commune'
    | 'contract_type'
    | 'start_date'
    | 'end_date'
    | 'termination_cause'
    | 'gratification'
    | 'pension_fund'
    | 'health_system'
    | 'health_money_type'
    | 'family_tramo'
    | 'bank_code'
    | 'bank_account_type'
    | 'status']: string | null;
} & {
  [K in
    | 'weekly_hours'
    | 'base_salary'
    | 'health_plan_amount'
    | 'family_charges'
    | 'meal_allowance'
    | 'transport_allowance']: number | '';
} & { unemployment_insurance: boolean };

const options = (rows: readonly { key: string; label: string }[]) =>
  rows.map((r) => ({ value: r.key, label: r.label }));
const COMMUNE_OPTIONS = [...new Set(COMMUNES.map((c) => c.name))].sort((a, b) => a.localeCompare(b, 'es'));
// The LRE's Tabla 1 in article order (its labels begin with the article; the codes do not follow it).
const CAUSE_OPTIONS = Object.entries(LRE_TERMINATION_CAUSES)
  .map(([code, label]) => ({ value: code, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'es', { numeric: true }));
const BANK_OPTIONS = BANKS.map((b) => ({ value: b.code, label: b.name }));
const L = M.labels;

/** The order the fields are laid out in: the first wrong one gets the focus. */
export const FIELD_ORDER = [
  'rut',
  'first_name',
  'last_name',
  'mother_last_name',
  'gender',
  'nationality',
  'birth_date',
  'address',
  'commune',
  'contract_type',
  'start_date',
  'end_date',
  'termination_cause',
  'position',
  'weekly_hours',
  'status',
  'base_salary',
  'gratification',
  'meal_allowance',
  'transport_allowance',
  'pension_fund',
  'health_system',
  'health_money_type',
  'health_plan_amount',
  'unemployment_insurance',
  'family_charges',
  'family_tramo',
  'bank_code',
  'bank_account_type',
  'bank_account_number',
  'email',
] as const;

export function EmployeeFieldsets({
  form,
  editing,
  disabled,
}: {
  form: UseFormReturnType<FormValues>;
  editing: boolean;
  disabled: boolean;
}) {
  const v = form.getValues();
  const today = todayInChile();
  const maxHours = maxWeeklyHoursOn(today);
  const imm = minimumWageOn(today)?.value.general;
  const hours = typeof v.weekly_hours === 'number' ? v.weekly_hours : maxHours;
  const minSalary = imm === undefined ? null : proratedMinimumWage(imm, hours, maxHours);
  const fonasa = v.health_system === 'Fonasa';
  const pick = (key: keyof FormValues) => ({ ...form.getInputProps(key), key: form.key(key), disabled });
  const date = (key: 'birth_date' | 'start_date' | 'end_date') => ({
    ...pick(key),
    value: form.getValues()[key],
    onChange: (iso: string | null) => form.setFieldValue(key, iso),
  });

  return (
    <>
      <Fieldset legend={M.sections.personal} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <TextInput
            label={L.rut}
            required
            placeholder="12.345.678-5"
            {...pick('rut')}
            disabled={disabled || editing}
            data-testid="employee-rut"
          />
          <TextInput
            label={L.first_name}
            required
            {...pick('first_name')}
            data-testid="employee-first-name"
          />
          <TextInput label={L.last_name} required {...pick('last_name')} data-testid="employee-last-name" />
          <TextInput label={L.mother_last_name} {...pick('mother_last_name')} />
          <Select
            label={L.gender}
            required
            data={options(GENDERS)}
            placeholder={M.placeholders.choose}
            {...pick('gender')}
            data-testid="employee-gender"
          />
          <Select
            label={L.nationality}
            required
            data={options(NATIONALITIES)}
            allowDeselect={false}
            {...pick('nationality')}
          />
          <DateField
            label={L.birth_date}
            required
            {...date('birth_date')}
            data-testid="employee-birth-date"
          />
          <TextInput label={L.address} required {...pick('address')} data-testid="employee-address" />
          <TextInput
            label={L.email}
            type="email"
            description={M.hints.email}
            {...pick('email')}
            data-testid="employee-email"
          />
          <Select
            label={L.commune}
            required
            searchable
            data={COMMUNE_OPTIONS}
            placeholder={M.placeholders.choose}
            {...pick('commune')}
            data-testid="employee-commune"
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={M.sections.contract} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <Select
            label={L.contract_type}
            required
            data={options(CONTRACT_TYPES)}
            allowDeselect={false}
            {...pick('contract_type')}
          />
          <DateField
            label={L.start_date}
            required
            {...date('start_date')}
            data-testid="employee-start-date"
          />
          <DateField
            label={L.end_date}
            description={M.hints.end_date}
            clearable
            {...date('end_date')}
            data-testid="employee-end-date"
          />
          <Select
            label={L.termination_cause}
            description={M.hints.termination_cause}
            data={CAUSE_OPTIONS}
            clearable
            searchable
            placeholder={M.placeholders.choose}
            {...pick('termination_cause')}
            data-testid="employee-termination-cause"
          />
          <TextInput label={L.position} required {...pick('position')} data-testid="employee-position" />
          <NumberInput
            label={L.weekly_hours}
            required
            description={M.hints.weekly_hours(maxHours)}
            min={1}
            max={maxHours}
            allowDecimal={false}
            {...pick('weekly_hours')}
          />
          <Select
            label={L.status}
            required
            data={options(EMPLOYEE_STATUSES)}
            allowDeselect={false}
            {...pick('status')}
            data-testid="employee-status"
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={M.sections.pay} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <NumberInput
            label={L.base_salary}
            required
            {...PESO_INPUT}
            description={minSalary === null ? undefined : M.hints.base_salary(formatCLP(minSalary))}
            {...pick('base_salary')}
            data-testid="employee-base-salary"
          />
          <Select
            label={L.gratification}
            required
            data={options(GRATIFICATION_REGIMES)}
            allowDeselect={false}
            {...pick('gratification')}
          />
          <NumberInput label={L.meal_allowance} {...PESO_INPUT} {...pick('meal_allowance')} />
          <NumberInput label={L.transport_allowance} {...PESO_INPUT} {...pick('transport_allowance')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={M.sections.social} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <Select
            label={L.pension_fund}
            required
            data={options(PENSION_FUNDS)}
            placeholder={M.placeholders.choose}
            {...pick('pension_fund')}
            data-testid="employee-pension-fund"
          />
          <Select
            label={L.health_system}
            required
            searchable
            data={options(HEALTH_SYSTEMS)}
            allowDeselect={false}
            {...pick('health_system')}
          />
          <Select
            label={L.health_money_type}
            data={options(HEALTH_MONEY_TYPES)}
            allowDeselect={false}
            {...pick('health_money_type')}
            disabled={disabled || fonasa}
          />
          <NumberInput
            label={L.health_plan_amount}
            decimalSeparator=","
            thousandSeparator="."
            allowNegative={false}
            decimalScale={v.health_money_type === 'health_system_uf' ? 4 : 0}
            hideControls
            {...pick('health_plan_amount')}
            disabled={disabled || fonasa}
            description={fonasa ? M.hints.fonasa : undefined}
          />
          <Checkbox
            label={L.unemployment_insurance}
            mt="lg"
            {...form.getInputProps('unemployment_insurance', { type: 'checkbox' })}
            key={form.key('unemployment_insurance')}
            disabled={disabled}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={M.sections.family} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <NumberInput
            label={L.family_charges}
            min={0}
            max={20}
            allowDecimal={false}
            {...pick('family_charges')}
          />
          <Select
            label={L.family_tramo}
            data={[...FAMILY_TRAMOS]}
            clearable
            placeholder={M.placeholders.choose}
            {...pick('family_tramo')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={M.sections.bank} disabled={disabled}>
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="sm">
          <Select
            label={L.bank_code}
            searchable
            clearable
            data={BANK_OPTIONS}
            placeholder={M.placeholders.none}
            {...pick('bank_code')}
          />
          <Select
            label={L.bank_account_type}
            clearable
            data={options(BANK_ACCOUNT_SELECT_TYPES)}
            placeholder={M.placeholders.choose}
            {...pick('bank_account_type')}
          />
          <TextInput label={L.bank_account_number} inputMode="numeric" {...pick('bank_account_number')} />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
