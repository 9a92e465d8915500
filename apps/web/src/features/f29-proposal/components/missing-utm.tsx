// MissingUtm: the notice shown when the reajuste of the remanente (line 504) needs a UTM the portal
// does not know yet (F29ProposalResponse.missing_utm): the month named, a peso input and a button
// that stores the value the SII published for the business. Validated by the contract's schema.
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type F29ProposalResponse, f29UtmBody } from '@portal/contracts';
import { formatCLP, utmMonthText } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSetF29Utm } from '../api/proposal';
import { F29_MSG } from '../messages';

type Missing = F29ProposalResponse['missing_utm'][number];

export function MissingUtm({ p }: { p: F29ProposalResponse }) {
  if (p.missing_utm.length === 0 && p.user_utm.length === 0) return null;
  return (
    <Stack gap="xs">
      {p.missing_utm.map((m) => (
        <MissingUtmForm key={m.period} missing={m} />
      ))}
      {p.user_utm.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="f29-user-utm">
          {p.user_utm.map((u) => F29_MSG.utmByUser(utmMonthText(u.period), formatCLP(u.pesos))).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

function MissingUtmForm({ missing }: { missing: Missing }) {
  const save = useSetF29Utm();
  const month = utmMonthText(missing.period);
  const form = useForm<{ pesos: number | '' }>({
    mode: 'controlled',
    initialValues: { pesos: '' },
    validate: schemaResolver(f29UtmBody),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync({ year: missing.year, month: missing.month, pesos: Number(values.pesos) });
      notifySuccess(F29_MSG.utmSaved(month));
    } catch (err) {
      notifyError(err ?? F29_MSG.utmSaveError);
    }
  });
  const id = `f29-utm-${missing.period}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={F29_MSG.utmMissingTitle}
      data-testid={id}
    >
      <Text size="sm" fw={500}>
        {missing.message}
      </Text>
      <Text size="sm" mb="xs">
        {F29_MSG.utmMissingText}
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            {...PESO_INPUT}
            label={F29_MSG.utmLabel(month)}
            required
            w={200}
            // The month's name on one line above the field, not folded to the field's width.
            styles={{ label: { whiteSpace: 'nowrap' } }}
            {...form.getInputProps('pesos')}
            data-testid={`${id}-input`}
          />
          <Button type="submit" loading={save.isPending} data-testid={`${id}-save`}>
            {F29_MSG.utmSave}
          </Button>
        </Group>
      </form>
    </Alert>
  );
}
