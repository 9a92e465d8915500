import '@mantine/dates/styles.css';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  BUSINESS_FIELD_LIMITS,
  type Business,
  type BusinessField,
  type BusinessFormValues,
  type BusinessUpdate,
  businessForm,
} from '@portal/contracts';
import { COMMUNES, REGIONS, compareEs, foldForSearch, formatPhone, parseDisplayDate } from '@portal/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useMemo } from 'react';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { displayRut } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateBusiness } from '../api/business';
import { BUSINESS_MSG } from '../messages';

function formValuesOf(b: Business): BusinessFormValues {
  return {
    fantasy_name: b.fantasy_name ?? '',
    email: b.email ?? '',
    phone: formatPhone(b.phone ?? ''),
    address: b.address ?? '',
    commune: b.commune ?? '',
    activity: b.activity ?? '',
    collections_since: b.collections_since ?? '',
  };
}

const FIELD_ORDER: (BusinessField | 'collections_since')[] = [
  'fantasy_name',
  'email',
  'phone',
  'address',
  'commune',
  'activity',
  'collections_since',
];

function communeOptions(current: string) {
  const groups = REGIONS.map((region) => ({
    group: region.shortName,
    items: COMMUNES.filter((c) => c.region === region.code)
      .map((c) => c.name)
      .sort(compareEs),
  }));
  // A stored commune we do not know must still be selectable (and shown).
  if (current && !COMMUNES.some((c) => c.name === current))
    groups.unshift({ group: 'Actual', items: [current] });
  return groups;
}

export function BusinessForm({ business, onDone }: { business: Business; onDone: () => void }) {
  const update = useUpdateBusiness(business.id);
  // What the user typed becomes the update (trimmed, empty as null, phone as digits) only if the
  // contract's field schemas accept it.
  const form = useForm<BusinessFormValues, (values: BusinessFormValues) => BusinessUpdate>({
    name: 'business',
    initialValues: formValuesOf(business),
    validate: schemaResolver(businessForm),
    transformValues: (values) => businessForm.parse(values),
  });
  const communes = useMemo(() => communeOptions(business.commune ?? ''), [business.commune]);

  const onSubmit = async (body: BusinessUpdate) => {
    try {
      await update.mutateAsync(body);
      notifySuccess(BUSINESS_MSG.updated);
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };

  const bind = (field: BusinessField) => ({
    ...form.getInputProps(field),
    maxLength: BUSINESS_FIELD_LIMITS[field],
    'data-testid': `business-field-${field}`,
  });

  return (
    <Card shadow="xs" component="section" aria-labelledby="business-form-title">
      <form
        onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, FIELD_ORDER))}
        noValidate
        data-testid="business-form"
      >
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={2} fz={20} id="business-form-title">
              {BUSINESS_MSG.formTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {BUSINESS_MSG.formLead(business.name, displayRut(business.rut))}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 1, md: 2 }} spacing="md">
            <TextInput label="Nombre de fantasía" autoComplete="organization" {...bind('fantasy_name')} />
            <TextInput
              label="Correo de contacto"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="contacto@empresa.cl"
              {...bind('email')}
            />
            <TextInput
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+56 9 1234 5678"
              {...bind('phone')}
              onBlur={() => form.setFieldValue('phone', formatPhone(form.getValues().phone))}
            />
            <Select
              label="Comuna"
              placeholder="Busca tu comuna"
              data={communes}
              searchable
              clearable
              nothingFoundMessage={BUSINESS_MSG.communeNotFound}
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
            <TextInput label="Dirección" autoComplete="street-address" {...bind('address')} />
            <TextInput label="Giro o actividad" {...bind('activity')} />
            <DateInput
              label={BUSINESS_MSG.collectionsSince}
              description={BUSINESS_MSG.collectionsSinceHint}
              placeholder="DD/MM/AAAA"
              valueFormat="DD/MM/YYYY"
              locale="es"
              // What people type here: 01/03/2026 or 01-03-2026.
              dateParser={(input) => parseDisplayDate(input.trim().replace(/-/g, '/'))}
              clearable
              leftSection={<IconCalendar size={16} aria-hidden />}
              popoverProps={{ withinPortal: true }}
              error={form.errors.collections_since}
              value={form.getValues().collections_since || null}
              // Mantine gives 'YYYY-MM-DD'; the form keeps the calendar day as text ('' = none).
              onChange={(v) => form.setFieldValue('collections_since', v ? String(v).slice(0, 10) : '')}
              data-testid="business-field-collections_since"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onDone}
              disabled={update.isPending}
              data-testid="business-form-cancel"
            >
              {BUSINESS_MSG.cancel}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="business-form-submit">
              {BUSINESS_MSG.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
