// 'Agregar cuenta': bank of the 17, number, type, currency and an optional name, validated with the
// contract's schema (the server answers a bad value with the same text).
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { BM_CURRENCIES, createBmAccountBody } from '@portal/contracts';
import { BANKS, BANK_ACCOUNT_TYPES } from '@portal/domain';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { ACCOUNTS_MSG } from '../messages';

type Values = {
  bank_code: string;
  number: string;
  account_type: string | null;
  currency: string;
  name: string;
};
const schema = createBmAccountBody.shape.bm_account;
type Output = ReturnType<typeof schema.parse>;
const ORDER: (keyof Values)[] = ['bank_code', 'number', 'account_type', 'currency', 'name'];

const BANK_OPTIONS = BANKS.map((b) => ({
  value: b.code,
  label: b.shortName === b.name ? b.name : `${b.shortName} (${b.name})`,
}));
const TYPE_OPTIONS = BANK_ACCOUNT_TYPES.filter((t) => t.key !== null).map((t) => ({
  value: t.key as string,
  label: t.label,
}));

export function AccountForm({
  saving,
  onSubmit,
  onCancel,
}: {
  saving: boolean;
  onSubmit: (account: Output) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, (v: Values) => Output>({
    name: 'bm-account',
    initialValues: { bank_code: '', number: '', account_type: null, currency: 'CLP', name: '' },
    validate: schemaResolver(schema),
    transformValues: (v) => schema.parse(v),
  });
  const f = ACCOUNTS_MSG.fields;
  const bind = (field: keyof Values) => ({
    ...form.getInputProps(field),
    'data-testid': `account-field-${field}`,
  });
  return (
    <form
      onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ORDER))}
      noValidate
      data-testid="account-form"
    >
      <Stack gap="sm">
        <Select
          label={f.bank_code}
          placeholder={f.bankPlaceholder}
          data={BANK_OPTIONS}
          searchable
          required
          data-autofocus
          {...bind('bank_code')}
          value={form.getValues().bank_code || null}
          onChange={(v) => form.setFieldValue('bank_code', v ?? '')}
        />
        <TextInput
          label={f.number}
          description={f.numberHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          required
          {...bind('number')}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Select
            label={f.account_type}
            placeholder={f.typePlaceholder}
            data={TYPE_OPTIONS}
            clearable
            {...bind('account_type')}
          />
          <Select
            label={f.currency}
            description={ACCOUNTS_MSG.currencyHint}
            data={BM_CURRENCIES.map((c) => ({ value: c, label: ACCOUNTS_MSG.currencies[c] ?? c }))}
            searchable
            allowDeselect={false}
            required
            {...bind('currency')}
          />
        </SimpleGrid>
        <TextInput label={f.name} placeholder={f.namePlaceholder} maxLength={60} {...bind('name')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {ACCOUNTS_MSG.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="account-submit">
            {ACCOUNTS_MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
