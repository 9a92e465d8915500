// The mapping step of a CSV cartola: a bank preset, or which column holds the date (and its format),
// the description, the amount (one signed column, or debits and credits), the balance and reference,
// and how numbers are written. A sample of the file shows what each column holds.
import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { CsvMappingRequired } from '@portal/contracts';
import { useState } from 'react';
import {
  type AmountMode,
  type MappingFormValues,
  fromProposal,
  guessMapping,
  mappingProblems,
  mappingRequest,
} from '../utils/csv-mapping';
import { IMPORT_MSG } from '../messages';

const DATE_FORMATS: MappingFormValues['dateFormat'][] = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
  'MM/DD/YYYY',
];

export function CsvMappingForm({
  required,
  onSubmit,
  onCancel,
}: {
  required: CsvMappingRequired;
  onSubmit: (request: { preset: string } | { mapping: string }) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState<MappingFormValues>(() =>
    required.proposal ? fromProposal(required.proposal) : guessMapping(required.headers),
  );
  const doubts = required.doubts ?? [];
  const [tried, setTried] = useState(false);
  const set = <K extends keyof MappingFormValues>(key: K, value: MappingFormValues[K]) =>
    setV((prev) => ({ ...prev, [key]: value }));
  const problems = mappingProblems(v);
  const columns = required.headers.map((h) => ({ value: h, label: h }));
  const optional = [{ value: '', label: IMPORT_MSG.none }, ...columns];
  const error = (p: 'date' | 'description' | 'amount' | 'debitCredit') =>
    tried && problems.includes(p) ? IMPORT_MSG.problems[p] : undefined;
  const manual = v.preset === '';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problems.length === 0) onSubmit(mappingRequest(v));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="csv-mapping-form">
      <Stack gap="md">
        {doubts.length > 0 ? (
          <Alert color="orange" title={IMPORT_MSG.doubtsTitle} data-testid="csv-mapping-doubts">
            <Stack gap={4}>
              {doubts.map((d) => (
                <Text key={d} size="sm">
                  {d}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : (
          <Alert color="blue" title={IMPORT_MSG.mappingTitle}>
            <Text size="sm">{IMPORT_MSG.mappingIntro}</Text>
          </Alert>
        )}
        {required.presets.length > 0 ? (
          <Select
            label={IMPORT_MSG.preset}
            placeholder={IMPORT_MSG.presetPlaceholder}
            data={required.presets.map((p) => ({ value: p.key, label: p.label }))}
            value={v.preset || null}
            onChange={(p) => set('preset', p ?? '')}
            clearable
            data-testid="csv-preset"
          />
        ) : null}
        {required.sample.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {IMPORT_MSG.sample}
            </Text>
            <Table.ScrollContainer minWidth={Math.max(320, required.headers.length * 110)}>
              <Table withTableBorder fz="xs" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    {required.headers.map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {required.sample.slice(0, 5).map((row, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no identity
                    <Table.Tr key={i}>
                      {required.headers.map((h, j) => (
                        <Table.Td key={h}>{row[j] ?? ''}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
        {manual ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Select
              label={IMPORT_MSG.dateColumn}
              data={columns}
              value={v.dateColumn || null}
              onChange={(c) => set('dateColumn', c ?? '')}
              error={error('date')}
              required
              data-testid="csv-date-column"
            />
            <Select
              label={IMPORT_MSG.dateFormat}
              data={DATE_FORMATS}
              value={v.dateFormat}
              onChange={(c) => c && set('dateFormat', c as MappingFormValues['dateFormat'])}
              allowDeselect={false}
            />
            <Select
              label={IMPORT_MSG.descriptionColumn}
              data={columns}
              value={v.descriptionColumn || null}
              onChange={(c) => set('descriptionColumn', c ?? '')}
              error={error('description')}
              required
              data-testid="csv-description-column"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="csv-amount-mode">
                {IMPORT_MSG.amountMode}
              </Text>
              <SegmentedControl
                aria-labelledby="csv-amount-mode"
                value={v.amountMode}
                onChange={(m) => set('amountMode', m as AmountMode)}
                data={[
                  { value: 'single', label: IMPORT_MSG.amountModes.single },
                  { value: 'split', label: IMPORT_MSG.amountModes.split },
                ]}
                fullWidth
              />
            </Stack>
            {v.amountMode === 'single' ? (
              <Select
                label={IMPORT_MSG.amountColumn}
                data={columns}
                value={v.amountColumn || null}
                onChange={(c) => set('amountColumn', c ?? '')}
                error={error('amount')}
                required
                data-testid="csv-amount-column"
              />
            ) : (
              <>
                <Select
                  label={IMPORT_MSG.debitColumn}
                  data={columns}
                  value={v.debitColumn || null}
                  onChange={(c) => set('debitColumn', c ?? '')}
                  error={error('debitCredit')}
                  required
                />
                <Select
                  label={IMPORT_MSG.creditColumn}
                  data={columns}
                  value={v.creditColumn || null}
                  onChange={(c) => set('creditColumn', c ?? '')}
                  error={error('debitCredit')}
                  required
                />
              </>
            )}
            {v.amountMode === 'single' ? (
              <Select
                label={IMPORT_MSG.indicatorColumn}
                description={IMPORT_MSG.indicatorHint}
                data={optional}
                value={v.indicatorColumn}
                onChange={(c) => set('indicatorColumn', c ?? '')}
                allowDeselect={false}
                data-testid="csv-indicator-column"
              />
            ) : null}
            <Select
              label={IMPORT_MSG.balanceColumn}
              data={optional}
              value={v.balanceColumn}
              onChange={(c) => set('balanceColumn', c ?? '')}
              allowDeselect={false}
            />
            <Select
              label={IMPORT_MSG.referenceColumn}
              data={optional}
              value={v.referenceColumn}
              onChange={(c) => set('referenceColumn', c ?? '')}
              allowDeselect={false}
            />
            <Select
              label={IMPORT_MSG.delimiter}
              data={[
                { value: '', label: IMPORT_MSG.delimiters.auto },
                { value: ',', label: IMPORT_MSG.delimiters[','] },
                { value: ';', label: IMPORT_MSG.delimiters[';'] },
                { value: '\t', label: IMPORT_MSG.delimiters['\t'] },
              ]}
              value={v.delimiter}
              onChange={(c) => set('delimiter', (c ?? '') as MappingFormValues['delimiter'])}
              allowDeselect={false}
            />
            <Select
              label={IMPORT_MSG.numberStyle}
              data={[
                { value: 'cl', label: IMPORT_MSG.numberStyles.cl },
                { value: 'us', label: IMPORT_MSG.numberStyles.us },
              ]}
              value={v.numberStyle}
              onChange={(c) => c && set('numberStyle', c as MappingFormValues['numberStyle'])}
              allowDeselect={false}
            />
          </SimpleGrid>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {IMPORT_MSG.back}
          </Button>
          <Button type="submit" data-testid="csv-mapping-submit">
            {IMPORT_MSG.submitMapping}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
