// /remuneraciones/proceso-avanzado: the month under review (the open month, or ?anio=&mes= for one
// from the list): its totals, its files, each worker's payslip line by line with the rule and the
// dated parameter of every line, one payslip's PDF, and the writer's actions by status (review,
// publish, reopen), each confirmed first.
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { PAYROLL_STATUS_TEXTS, type PayslipSummary, type Quotation } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ReadOnlyNote } from '../../../components/ui/read-only-note';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useCurrentBusiness } from '../../../lib/current-business';
import { displayDateTime, displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { downloadPayslip, useCurrentPeriod, useQuotationDetail } from '../api/quotations';
import { PAYROLL_MSG as M } from '../messages';
import { LIQUIDACIONES_PATH, periodOfSearch, stepPath } from '../utils/paths';
import { monthLabel } from './current-period-card';
import { MonthFiles } from './month-files';
import { PayslipLines } from './payslip-lines';
import { ProcessActions } from './process-actions';
import { StatusBadge } from './status-badge';

export function AdvancedPage() {
  const [params] = useSearchParams();
  const asked = periodOfSearch(params);
  const current = useCurrentPeriod();
  const open = current.data?.quotation ?? null;
  const period = asked ?? (open ? { year: open.year, month: open.month } : null);
  const computed = asked !== null || (open !== null && open.status !== 'created');
  const detail = useQuotationDetail(computed ? period : null);

  if (!asked && current.isPending)
    return <Skeleton height={420} radius="md" data-testid="payroll-advanced-loading" />;
  if (!asked && (current.isError || !current.data))
    return (
      <LoadError message={M.currentError} onRetry={() => current.refetch()} retrying={current.isFetching} />
    );
  if (!asked && !open)
    return (
      <Card withBorder>
        <EmptyState
          title={M.advancedNone}
          description={M.advancedNoneHelp}
          action={
            <Anchor component={Link} to={LIQUIDACIONES_PATH} size="sm">
              {M.goToList}
            </Anchor>
          }
        />
      </Card>
    );
  if (!asked && open?.status === 'created')
    return (
      <Alert color="blue" variant="light" data-testid="payroll-not-computed">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{M.notComputed}</Text>
          <Anchor component={Link} to={stepPath(1)} size="sm">
            {M.continueWizard}
          </Anchor>
        </Stack>
      </Alert>
    );
  if (detail.isPending) return <Skeleton height={420} radius="md" data-testid="payroll-advanced-loading" />;
  if (detail.isError || !detail.data)
    return (
      <LoadError message={M.advancedError} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
    );
  return <MonthReview quotation={detail.data.quotation} payslips={detail.data.payslips} />;
}

function MonthReview({ quotation: q, payslips }: { quotation: Quotation; payslips: PayslipSummary[] }) {
  const { canWrite } = useCurrentBusiness();
  const t = q.totals;
  const computed = q.status !== 'created';
  return (
    <Stack gap="md">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {M.advancedTitle(monthLabel(q))}
            <StatusBadge status={q.status} />
          </Group>
        }
        description={M.advancedDescription}
        actions={canWrite ? <ProcessActions quotation={q} payslips={payslips.length} /> : null}
      />
      {canWrite ? null : <ReadOnlyNote what={M.readOnlyWhat} testId="payroll-advanced-read-only" />}
      <Text size="sm" data-testid="payroll-status-text">
        {PAYROLL_STATUS_TEXTS[q.status]}
      </Text>
      {computed ? (
        <Card withBorder padding="md" data-testid="payroll-totals">
          <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
            <Figure label={M.totalHaberes} value={t.haberes} />
            <Figure label={M.totalDescuentos} value={t.descuentos} />
            <Figure label={M.totalLiquido} value={t.liquido} strong />
            <Figure label={M.totalImpuesto} value={t.impuesto_unico} />
            <Figure label={M.totalCosto} value={t.costo_empleador} />
          </SimpleGrid>
          <Group mt="md">
            <MonthFiles quotation={q} />
          </Group>
        </Card>
      ) : null}
      <Accordion multiple defaultValue={payslips[0] ? [payslips[0].employee_rut] : []} variant="separated">
        {payslips.map((p) => (
          <Accordion.Item
            key={p.employee_rut}
            value={p.employee_rut}
            data-testid="payslip"
            data-rut={p.employee_rut}
          >
            <Accordion.Control>
              <Group justify="space-between" gap="xs" wrap="wrap" pr="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {p.full_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {displayRut(p.employee_rut)} · {p.position} · {M.daysWorked(p.days_worked)}
                  </Text>
                </Stack>
                <Text fw={700} size="sm" data-testid="payslip-liquido">
                  {formatCLP(p.liquido)}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <PayslipDetail quotation={q} payslip={p} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

const Figure = ({ label, value, strong }: { label: string; value: number; strong?: boolean }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
      {formatCLP(value)}
    </Text>
  </Stack>
);

function PayslipDetail({ quotation, payslip: p }: { quotation: Quotation; payslip: PayslipSummary }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPayslip(quotation, p.employee_rut);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md">
      <PayslipLines payslip={p} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        {(
          [
            [M.imponible, p.total_imponible],
            [M.totalHaberes, p.total_haberes],
            [M.totalDescuentos, p.total_descuentos],
            [M.totalLiquido, p.liquido],
            [M.totalCosto, p.costo_empleador],
          ] as const
        ).map(([label, amount]) => (
          <Text size="sm" key={label}>
            {label}: <strong>{formatCLP(amount)}</strong>
          </Text>
        ))}
        {p.rounding ? (
          <Text size="xs" c="dimmed">
            {M.rounding}: {p.rounding}
          </Text>
        ) : null}
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        {p.mailed_at ? (
          <Text size="xs" c="dimmed">
            {M.mailedAt(displayDateTime(p.mailed_at))}
          </Text>
        ) : (
          <span />
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          aria-label={M.payslipPdfOf(p.full_name)}
          data-testid="payslip-pdf"
        >
          {M.payslipPdf}
        </Button>
      </Group>
    </Stack>
  );
}
