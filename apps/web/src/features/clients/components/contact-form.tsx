// Add or edit a contact (modal content), validated with the contract's schema.
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Contact, type ContactFormOutput, type ContactFormValues, contactForm } from '@portal/contracts';
import { formatPhone, formatRut } from '@portal/domain';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { CLIENTS_MSG } from '../messages';

const valuesOf = (c: Contact | null): ContactFormValues => ({
  area: c?.area ?? '',
  contact_type_id: c?.contact_type_id == null ? '' : String(c.contact_type_id),
  name: c?.name ?? '',
  last_name: c?.last_name ?? '',
  rut: c?.rut ? formatRut(c.rut) : '',
  email: c?.email ?? '',
  emails: c?.emails.join(', ') ?? '',
  phone: c?.phone ? formatPhone(c.phone) : '',
  description: c?.description ?? '',
});

const ORDER: (keyof ContactFormValues)[] = [
  'name',
  'last_name',
  'contact_type_id',
  'area',
  'email',
  'emails',
  'phone',
  'rut',
  'description',
];

export function ContactForm({
  contact,
  types,
  saving,
  onSubmit,
  onCancel,
}: {
  contact: Contact | null;
  types: { id: number; name: string }[];
  saving: boolean;
  onSubmit: (fields: ContactFormOutput) => void;
  onCancel: () => void;
}) {
  const form = useForm<ContactFormValues, (v: ContactFormValues) => ContactFormOutput>({
    name: 'contact',
    initialValues: valuesOf(contact),
    validate: schemaResolver(contactForm),
    transformValues: (v) => contactForm.parse(v),
  });
  const f = CLIENTS_MSG.contactFields;
  const bind = (field: keyof ContactFormValues) => ({
    ...form.getInputProps(field),
    'data-testid': `contact-field-${field}`,
  });
  return (
    <form
      onSubmit={form.onSubmit(onSubmit, (errors) => focusFirstError(form, errors, ORDER))}
      noValidate
      data-testid="contact-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <TextInput label={f.name} required maxLength={100} data-autofocus {...bind('name')} />
          <TextInput label={f.last_name} maxLength={100} {...bind('last_name')} />
          <Select
            label={f.contact_type_id}
            placeholder={CLIENTS_MSG.noType}
            data={types.map((t) => ({ value: String(t.id), label: t.name }))}
            clearable
            {...bind('contact_type_id')}
            value={form.getValues().contact_type_id || null}
            onChange={(v) => form.setFieldValue('contact_type_id', v ?? '')}
          />
          <TextInput label={f.area} maxLength={100} {...bind('area')} />
          <TextInput
            label={f.email}
            type="email"
            inputMode="email"
            placeholder="pagos@cliente.cl"
            {...bind('email')}
          />
          <TextInput label={f.emails} description={f.emails_hint} {...bind('emails')} />
          <TextInput
            label={f.phone}
            type="tel"
            inputMode="tel"
            placeholder="+56 9 1234 5678"
            {...bind('phone')}
          />
          <TextInput label={f.rut} placeholder="12.345.678-5" {...bind('rut')} />
        </SimpleGrid>
        <Textarea label={f.description} maxLength={500} autosize minRows={2} {...bind('description')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {CLIENTS_MSG.cancel}
          </Button>
          <Button type="submit" loading={saving} data-testid="contact-save">
            {CLIENTS_MSG.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
