// The editable data of a client or provider, validated with the contract's schema (lib/form.ts).
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CounterpartFormOutput, type CounterpartFormValues, counterpartForm } from '@portal/contracts';
import { COMMUNES, REGIONS, compareEs, foldForSearch } from '@portal/domain';
import { useMemo } from 'react';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type Entity, useUpdateCounterpart } from '../api/clients';
import { CLIENTS_MSG, type Kind } from '../messages';

const valuesOf = (e: Entity): CounterpartFormValues => ({
  business_name: e.business_name,
  fantasy_name: e.fantasyName ?? '',
  activity: e.activity ?? '',
  address: e.address ?? '',
  commune: e.commune ?? '',
  days_to_pay: e.daysToPay === null ? '' : String(e.daysToPay),
  needs_buy_order: e.needsBuyOrder,
});

const ORDER: (keyof CounterpartFormValues)[] = [
  'business_name',
  'fantasy_name',
  'activity',
  'address',
  'commune',
  'days_to_pay',
];

function communeOptions(current: string) {
  const groups = REGIONS.map((region) => ({
    group: region.shortName,
    items: COMMUNES.filter((c) => c.region === region.code)
      .map((c) => c.name)
      .sort(compareEs),
  }));
  if (current && !COMMUNES.some((c) => c.name === current))
    groups.unshift({ group: 'Actual', items: [current] });
  return groups;
}

export function CounterpartForm({
  kind,
  entity,
  onDone,
}: {
  kind: Kind;
  entity: Entity;
  onDone: () => void;
}) {
  const update = useUpdateCounterpart(kind, entity.rut);
  const form = useForm<CounterpartFormValues, (v: CounterpartFormValues) => CounterpartFormOutput>({
    name: 'counterpart',
    initialValues: valuesOf(entity),
    validate: schemaResolver(counterpartForm),
    transformValues: (v) => counterpartForm.parse(v),
  });
  const communes = useMemo(() => communeOptions(entity.commune ?? ''), [entity.commune]);
  const f = CLIENTS_MSG.fields;

  const onSubmit = async (body: CounterpartFormOutput) => {
    try {
      await update.mutateAsync(body);
      notifySuccess(CLIENTS_MSG.saved);
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };
  const bind = (field: keyof CounterpartFormValues) => ({
    ...form.getInputProps(field),
    'data-testid': `counterpart-field-${field}`,
  });

  return (
    <form
      onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ORDER))}
      noValidate
      data-testid="counterpart-form"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label={f.business_name} required maxLength={200} {...bind('business_name')} />
          <TextInput label={f.fantasy_name} maxLength={200} {...bind('fantasy_name')} />
          <TextInput label={f.activity} maxLength={200} {...bind('activity')} />
          <TextInput label={f.address} maxLength={200} autoComplete="street-address" {...bind('address')} />
          <Select
            label={f.commune}
            placeholder={CLIENTS_MSG.communePlaceholder}
            data={communes}
            searchable
            clearable
            nothingFoundMessage={CLIENTS_MSG.communeNotFound}
            filter={({ options, search }) => {
              const q = foldForSearch(search);
              return options
                .map((g) =>
                  'group' in g
                    ? { ...g, items: g.items.filter((o) => foldForSearch(o.label).includes(q)) }
                    : g,
                )
                .filter((g) => !('group' in g) || g.items.length > 0);
            }}
            comboboxProps={{ shadow: 'md' }}
            {...bind('commune')}
            value={form.getValues().commune || null}
            onChange={(v) => form.setFieldValue('commune', v ?? '')}
          />
          <TextInput
            label={f.days_to_pay}
            description={f.days_to_pay_hint}
            inputMode="numeric"
            maxLength={3}
            {...bind('days_to_pay')}
          />
        </SimpleGrid>
        <Checkbox
          label={f.needs_buy_order}
          {...form.getInputProps('needs_buy_order', { type: 'checkbox' })}
          data-testid="counterpart-field-needs_buy_order"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {CLIENTS_MSG.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="counterpart-save">
            {CLIENTS_MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
