import { Card, Radio, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { WHO_PAYS } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import type { ReactNode } from 'react';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { TICKET_TYPE_LABELS, WHO_PAYS_LABELS, WIZARD_MSG } from '../messages';
import type { WizardValues } from '../utils/wizard';

const money = (v: number | '') => formatCLP(v === '' ? 0 : v);
const n = (v: number | '') => (v === '' ? 0 : v);

/** The rows of the summary: what the wizard is about to send, in words. */
function summaryRows(v: WizardValues, periodLabel: string, files: number): [string, string][] {
  const R = WIZARD_MSG.rows;
  const yesNo = (b: boolean) => (b ? WIZARD_MSG.yes : WIZARD_MSG.no);
  const head: [string, string][] = [
    [R.period, periodLabel],
    [R.movements, v.without_movements ? WIZARD_MSG.withoutMovementsValue : WIZARD_MSG.withMovementsValue],
  ];
  if (v.without_movements) return head;
  const paper = v.ticket_type === 'paper' || v.ticket_type === 'both';
  return [
    ...head,
    [R.ticketType, TICKET_TYPE_LABELS[v.ticket_type]],
    ...(paper
      ? ([
          [R.ticketRange, WIZARD_MSG.range(n(v.initial_ticket_number), n(v.final_ticket_number))],
          [R.manualTickets, money(v.manual_tickets_amount)],
        ] as [string, string][])
      : []),
    [
      R.vouchers,
      v.electronic_voucher_in_sii ? v.electronic_voucher_supplier || WIZARD_MSG.yes : WIZARD_MSG.no,
    ],
    [R.tbk, v.has_tbk ? WIZARD_MSG.tbkValue(money(v.tbk_amount), n(v.tbk_count)) : WIZARD_MSG.no],
    [R.cigarettes, v.sell_cigarettes ? money(v.cigarettes_amount) : WIZARD_MSG.no],
    [R.fixedAssets, yesNo(v.fixed_assets)],
    [
      R.exempt,
      v.exempt_sales
        ? WIZARD_MSG.exemptValue(money(v.exempt_sales_amount), n(v.exempt_sales_document_count))
        : WIZARD_MSG.no,
    ],
    [R.ivaPostpone, yesNo(v.iva_postpone)],
    [R.ppm, yesNo(v.ppm_payment)],
    [R.jobTickets, yesNo(v.job_tickets)],
    [R.uniqueTax, money(v.unique_tax)],
    [R.solidarity, money(v.solidarity_loan_retention)],
    [R.files, WIZARD_MSG.filesValue(files)],
  ];
}

/**
 * Step 5: the summary, who pays, and below it `proposal` — the place for the F29 proposal of the
 * period (the figures per F29 line computed from the books), which its own area supplies.
 */
export function StepSummary({
  form,
  periodLabel,
  files,
  proposal,
}: {
  form: UseFormReturnType<WizardValues>;
  periodLabel: string;
  files: number;
  proposal?: ReactNode;
}) {
  const rows = summaryRows(form.values, periodLabel, files);
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder padding={0}>
        <Table verticalSpacing="xs" data-testid="report-summary">
          <HiddenCaption>{WIZARD_MSG.summary}</HiddenCaption>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={500} c="dimmed" w="45%">
                  {label}
                </Table.Th>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {!form.values.without_movements && (
        <Radio.Group label={WIZARD_MSG.whoPays} {...form.getInputProps('who_pays')}>
          <Stack gap="xs" mt="xs">
            {WHO_PAYS.map((w) => (
              <Radio key={w} value={w} label={WHO_PAYS_LABELS[w]} data-testid={`who-pays-${w}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {proposal}
    </Stack>
  );
}
