// 'Agregar cuenta' (code, name, type, offered to classify purchases) and 'Cambiar nombre', validated
// with the contract's schemas (the server answers a bad value with the same text); a refusal of the
// server (a code already used) shows above the fields.
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_TYPE_LABELS, type CreateAccountBody, createAccountBody } from '@portal/contracts';
import { FormAlert } from '../../../components/ui/form-alert';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { CHART_MSG } from '../messages';
import { TYPE_ORDER } from '../utils/chart';

type Values = { account_number: string; name: string; account_type: string; classification: boolean };
const ORDER: (keyof Values)[] = ['account_number', 'name', 'account_type'];
const TYPE_OPTIONS = TYPE_ORDER.map((t) => ({ value: t, label: ACCOUNT_TYPE_LABELS[t] }));

export function AccountForm({
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  error: string | null;
  onSubmit: (body: CreateAccountBody) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, (v: Values) => CreateAccountBody>({
    name: 'ledger-account',
    initialValues: { account_number: '', name: '', account_type: '', classification: false },
    validate: schemaResolver(createAccountBody),
    transformValues: (v) => createAccountBody.parse(v),
  });
  const f = CHART_MSG.fields;
  const bind = (field: keyof Values) => ({
    ...form.getInputProps(field),
    'data-testid': `account-field-${field}`,
  });
  return (
    <form
      onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ORDER))}
      noValidate
      data-testid="chart-account-form"
    >
      <Stack gap="sm">
        <FormAlert message={error} testId="chart-account-error" />
        <TextInput
          label={f.account_number}
          description={f.numberHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          required
          data-autofocus
          {...bind('account_number')}
        />
        <TextInput label={f.name} placeholder={f.namePlaceholder} maxLength={80} required {...bind('name')} />
        <Select
          label={f.account_type}
          placeholder={f.typePlaceholder}
          data={TYPE_OPTIONS}
          required
          {...bind('account_type')}
          value={form.getValues().account_type || null}
          onChange={(v) => form.setFieldValue('account_type', v ?? '')}
        />
        <Checkbox
          label={f.classification}
          {...form.getInputProps('classification', { type: 'checkbox' })}
          data-testid="account-field-classification"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {CHART_MSG.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="chart-account-submit">
            {CHART_MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const renameSchema = createAccountBody.pick({ name: true });

export function RenameForm({
  name,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  name: string;
  saving: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<{ name: string }, (v: { name: string }) => { name: string }>({
    initialValues: { name },
    validate: schemaResolver(renameSchema),
    transformValues: (v) => renameSchema.parse(v),
  });
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(v.name))} noValidate data-testid="chart-rename-form">
      <Stack gap="sm">
        <FormAlert message={error} />
        <TextInput
          label={CHART_MSG.fields.name}
          maxLength={80}
          required
          data-autofocus
          {...form.getInputProps('name')}
          data-testid="chart-rename-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {CHART_MSG.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="chart-rename-submit">
            {CHART_MSG.saveName}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
