import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Business } from '@portal/contracts';
import { COMMUNES, REGIONS, compareEs, foldForSearch, formatPhone } from '@portal/domain';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { displayRut } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useUpdateBusiness } from '../api/business';
import {
  type BusinessFormErrors,
  type BusinessFormValues,
  FIELD_LIMITS,
  formValuesOf,
  validateBusiness,
} from '../business-form-rules';

const FIELD_ORDER: (keyof BusinessFormValues)[] = [
  'fantasy_name',
  'email',
  'phone',
  'address',
  'commune',
  'activity',
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
  const [values, setValues] = useState<BusinessFormValues>(() => {
    const v = formValuesOf(business);
    return { ...v, phone: formatPhone(v.phone) };
  });
  const [errors, setErrors] = useState<BusinessFormErrors>({});
  const refs = useRef<Partial<Record<keyof BusinessFormValues, HTMLInputElement | null>>>({});
  const communes = useMemo(() => communeOptions(business.commune ?? ''), [business.commune]);

  const set = (field: keyof BusinessFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, update: body } = validateBusiness(values);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    try {
      await update.mutateAsync(body);
      notifySuccess('Los datos de la empresa quedaron actualizados.');
      onDone();
    } catch (err) {
      notifyError(err);
    }
  };

  const bind = (field: keyof BusinessFormValues) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
    value: values[field],
    error: errors[field],
    maxLength: FIELD_LIMITS[field],
    'data-testid': `business-field-${field}`,
  });

  return (
    <Card shadow="xs" component="section" aria-labelledby="business-form-title">
      <form onSubmit={onSubmit} noValidate data-testid="business-form">
        <Stack gap="lg">
          <Stack gap={2}>
            <Title order={2} fz={20} id="business-form-title">
              Editar datos de la empresa
            </Title>
            <Text size="sm" c="dimmed">
              {business.name} · RUT {displayRut(business.rut)}. La razón social y el RUT vienen del SII y no
              se editan aquí.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 1, md: 2 }} spacing="md">
            <TextInput
              label="Nombre de fantasía"
              autoComplete="organization"
              onChange={(e) => set('fantasy_name')(e.currentTarget.value)}
              {...bind('fantasy_name')}
            />
            <TextInput
              label="Correo de contacto"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="contacto@empresa.cl"
              onChange={(e) => set('email')(e.currentTarget.value)}
              {...bind('email')}
            />
            <TextInput
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+56 9 1234 5678"
              onChange={(e) => set('phone')(e.currentTarget.value)}
              onBlur={() => setValues((v) => ({ ...v, phone: formatPhone(v.phone) }))}
              {...bind('phone')}
            />
            <Select
              label="Comuna"
              placeholder="Busca tu comuna"
              data={communes}
              searchable
              clearable
              nothingFoundMessage="No encontramos esa comuna"
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
              value={values.commune || null}
              onChange={(v) => set('commune')(v ?? '')}
            />
            <TextInput
              label="Dirección"
              autoComplete="street-address"
              onChange={(e) => set('address')(e.currentTarget.value)}
              {...bind('address')}
            />
            <TextInput
              label="Giro o actividad"
              onChange={(e) => set('activity')(e.currentTarget.value)}
              {...bind('activity')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onDone}
              disabled={update.isPending}
              data-testid="business-form-cancel"
            >
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="business-form-submit">
              Guardar cambios
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
