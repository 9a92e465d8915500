// Tercer paso: the month's bonos (imponible or not) and descuentos, each for one included worker,
// with the current period's suggested glosas (/additional), and the summary of what will be sent.
import {
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PESO_INPUT } from '../../../../components/ui/peso-input';
import { PAYROLL_MSG as M } from '../../messages';
import {
  type ItemDraft,
  type ItemList,
  includedRuts,
  itemsTotal,
  mutualLabel,
  newItem,
  rateText,
  withNovelties,
} from '../../utils/draft';
import type { StepProps } from './step-props';

type Suggestions = {
  bond_suggestions: { label: string; taxable: boolean }[];
  discount_suggestions: string[];
};

export function ThirdStep({ suggestions, ...props }: StepProps & { suggestions: Suggestions | undefined }) {
  const { draft, workers } = props;
  const included = includedRuts(draft);
  return (
    <Stack gap="lg">
      <Items
        {...props}
        list="bonds"
        title={M.bondsTitle}
        empty={M.bondsEmpty}
        add={M.addBond}
        labels={suggestions?.bond_suggestions ?? []}
      />
      <Items
        {...props}
        list="discounts"
        title={M.discountsTitle}
        empty={M.discountsEmpty}
        add={M.addDiscount}
        labels={(suggestions?.discount_suggestions ?? []).map((label) => ({ label, taxable: false }))}
      />
      <Card withBorder padding="md" bg="gray.0" data-testid="payroll-summary">
        <Title order={3} size="h5" mb={6}>
          {M.summaryTitle}
        </Title>
        <Stack gap={2}>
          <Text size="sm">
            {M.summaryWorkers(included.length)} · {M.summaryNovelties(withNovelties(draft))}
          </Text>
          <Text size="sm">{M.summaryItems(itemsTotal(draft.bonds), itemsTotal(draft.discounts))}</Text>
          <Text size="sm">{M.summaryRate(mutualLabel(draft.mutual), rateText(draft.rate))}</Text>
          <Text size="xs" c="dimmed">
            {workers
              .filter((w) => included.includes(w.rut))
              .map((w) => w.full_name)
              .join(', ')}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}

function Items({
  draft,
  onChange,
  errors,
  workers,
  list,
  title,
  empty,
  add,
  labels,
}: StepProps & {
  list: ItemList;
  title: string;
  empty: string;
  add: string;
  labels: { label: string; taxable: boolean }[];
}) {
  const included = new Set(includedRuts(draft));
  const options = workers
    .filter((w) => included.has(w.rut))
    .map((w) => ({ value: w.rut, label: w.full_name }));
  const items = draft[list];
  const put = (next: ItemDraft[]) => onChange({ ...draft, [list]: next });
  const patch = (key: string, p: Partial<ItemDraft>) =>
    put(items.map((i) => (i.key === key ? { ...i, ...p } : i)));
  const err = (i: ItemDraft, field: string) => errors[`${list}.${i.key}.${field}`];
  const id = (i: ItemDraft, field: string) => `payroll-${list}.${i.key}.${field}`;

  return (
    <Stack gap="sm" data-testid={`payroll-${list}`}>
      <Group justify="space-between">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => put([...items, newItem(list === 'bonds')])}
          data-testid={`payroll-add-${list}`}
        >
          {add}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      {items.map((i) => (
        <Card key={i.key} withBorder padding="sm" data-testid={`payroll-${list}-row`}>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Select
              id={id(i, 'employee_rut')}
              label={M.worker}
              data={options}
              value={i.employee_rut}
              onChange={(v) => patch(i.key, { employee_rut: v })}
              error={err(i, 'employee_rut')}
              style={{ flex: '1 1 200px' }}
              data-testid="payroll-item-worker"
            />
            <Autocomplete
              id={id(i, 'label')}
              label={M.label}
              data={labels.map((l) => l.label)}
              value={i.label}
              onChange={(label) => {
                const suggested = labels.find((l) => l.label === label);
                patch(
                  i.key,
                  suggested && list === 'bonds' ? { label, taxable: suggested.taxable } : { label },
                );
              }}
              maxLength={80}
              error={err(i, 'label')}
              style={{ flex: '2 1 220px' }}
              data-testid="payroll-item-label"
            />
            <NumberInput
              id={id(i, 'amount')}
              label={M.amount}
              value={i.amount}
              onChange={(v) => patch(i.key, { amount: typeof v === 'number' ? v : '' })}
              {...PESO_INPUT}
              error={err(i, 'amount')}
              style={{ flex: '1 1 140px' }}
              data-testid="payroll-item-amount"
            />
            {list === 'bonds' ? (
              <Checkbox
                label={M.taxable}
                checked={i.taxable}
                onChange={(e) => patch(i.key, { taxable: e.currentTarget.checked })}
                mt={{ base: 0, md: 32 }}
                data-testid="payroll-item-taxable"
              />
            ) : null}
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              mt={{ base: 0, md: 30 }}
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={M.removeItem(i.label)}
              onClick={() => put(items.filter((x) => x.key !== i.key))}
              data-testid="payroll-item-remove"
            >
              {M.remove}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
