// F29ProposalPanel: the proposal of one month (props year, month), self-contained so another screen
// (the F29 wizard's last step) can embed it. Lines by section (Débitos, Créditos, Impuesto
// determinado, PPM, Retenciones, Total a pagar); each line is a button that opens its rule and its
// documents (Enter / Space, aria-expanded). A table on a wide screen, cards on a phone.
import { Alert, Badge, Card, Group, List, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { F29Line, F29ProposalResponse } from '@portal/contracts';
import { formatCLP, periodLabel } from '@portal/domain';
import { IconAlertTriangle, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { LoadError } from '../../../components/ui/states';
import { displayRut } from '../../../lib/format';
import { useF29Proposal } from '../api/proposal';
import { F29_MSG } from '../messages';
import { bySection, isTotalLine, lineAmount } from '../utils/lines';
import { DeclaredRemanente } from './declared-remanente';
import { LineDetail } from './line-detail';
import { MissingUtm } from './missing-utm';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function F29ProposalPanel({ year, month }: { year: number; month: number }) {
  const q = useF29Proposal(year, month);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const [open, setOpen] = useState<string | null>(null);
  if (q.isPending) return <Skeleton height={420} radius="md" data-testid="f29-loading" />;
  if (q.isError && !q.data)
    return <LoadError message={F29_MSG.loadError} onRetry={() => q.refetch()} retrying={q.isFetching} />;
  const p = q.data;
  if (!p) return null;
  const toggle = (code: string) => setOpen((o) => (o === code ? null : code));
  return (
    <Stack gap="md" data-testid="f29-panel" aria-busy={q.isFetching}>
      <Summary p={p} />
      <DeclaredRemanente p={p} />
      <MissingUtm p={p} />
      {p.warnings.length > 0 ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={F29_MSG.warnings}
          data-testid="f29-warnings"
        >
          <List size="sm" spacing={2}>
            {p.warnings.map((w) => (
              <List.Item key={`${w.code}-${w.message}`}>
                {w.code ? `${w.code}: ` : ''}
                {w.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {bySection(p).map((s) => (
        <Card key={s.key} withBorder padding={compact ? 'xs' : 0} data-testid={`f29-section-${s.key}`}>
          <Text fw={700} px={compact ? 4 : 'md'} pt={compact ? 0 : 'sm'} pb="xs" component="h2" fz="md">
            {s.label}
          </Text>
          {compact ? (
            <Stack gap={6}>
              {s.lines.map((l) => (
                <LineCard
                  key={l.code}
                  line={l}
                  open={open === l.code}
                  onToggle={() => toggle(l.code)}
                  detail={<LineDetail line={l} year={year} month={month} compact id={`f29-line-${l.code}`} />}
                />
              ))}
            </Stack>
          ) : (
            <Table verticalSpacing="xs" fz="sm">
              <HiddenCaption>{`${F29_MSG.caption(periodLabel(p.period))}: ${s.label}`}</HiddenCaption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={90}>
                    {F29_MSG.columns.code}
                  </Table.Th>
                  <Table.Th scope="col">{F29_MSG.columns.line}</Table.Th>
                  <Table.Th scope="col" style={NUM} w={110}>
                    {F29_MSG.columns.count}
                  </Table.Th>
                  <Table.Th scope="col" style={NUM} w={160}>
                    {F29_MSG.columns.amount}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.lines.map((l) => (
                  <LineRow
                    key={l.code}
                    line={l}
                    open={open === l.code}
                    onToggle={() => toggle(l.code)}
                    detail={
                      <LineDetail
                        line={l}
                        year={year}
                        month={month}
                        compact={false}
                        id={`f29-line-${l.code}`}
                      />
                    }
                  />
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      ))}
      <Text size="xs" c="dimmed">
        {F29_MSG.disclaimer}
      </Text>
    </Stack>
  );
}

function Summary({ p }: { p: F29ProposalResponse }) {
  const factor = `${(p.factor.value * 100).toLocaleString('es-CL', { maximumFractionDigits: 2 })} %`;
  return (
    <Card withBorder data-testid="f29-summary">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>{F29_MSG.business(p.business_name, displayRut(p.business_rut))}</Text>
          <Text size="sm" c="dimmed">
            {F29_MSG.ppmRate(`${p.ppm_rate.percent.toLocaleString('es-CL')} %`, p.ppm_rate.is_default)}
            {' · '}
            {F29_MSG.factor(factor)}
            {p.chain_from ? ` · ${F29_MSG.chainFrom(periodLabel(p.chain_from))}` : ''}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end" ta="right" style={{ marginLeft: 'auto' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {F29_MSG.totalToPay} ({periodLabel(p.period)})
          </Text>
          <Text fz={26} fw={700} data-testid="f29-total">
            {formatCLP(p.totals.total_a_pagar)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function Toggle({ line, open, onToggle }: { line: F29Line; open: boolean; onToggle: () => void }) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <UnstyledButton
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={`f29-line-${line.code}`}
      aria-label={F29_MSG.open(`${line.code} ${line.label}`)}
      data-testid={`f29-open-${line.code}`}
      style={{ display: 'flex', alignItems: 'center', gap: 6, width: '100%', textAlign: 'left' }}
    >
      <Icon size={16} aria-hidden />
      <Text span size="sm" fw={isTotalLine(line.code) ? 700 : 500}>
        {line.label}
      </Text>
    </UnstyledButton>
  );
}

function LineRow({
  line,
  open,
  onToggle,
  detail,
}: {
  line: F29Line;
  open: boolean;
  onToggle: () => void;
  detail: React.ReactNode;
}) {
  const strong = isTotalLine(line.code);
  return (
    <>
      <Table.Tr data-testid={`f29-line-row-${line.code}`} bg={strong ? 'gray.0' : undefined}>
        <Table.Td>
          <Badge variant="light" color={strong ? 'dark' : 'blue'} radius="sm">
            {line.code}
          </Badge>
        </Table.Td>
        <Table.Td>
          <Toggle line={line} open={open} onToggle={onToggle} />
        </Table.Td>
        <Table.Td style={NUM}>{line.count ?? ''}</Table.Td>
        <Table.Td style={NUM} fw={strong ? 700 : undefined} data-testid={`f29-amount-${line.code}`}>
          {lineAmount(line)}
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={4} bg="gray.0">
            {detail}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

function LineCard({
  line,
  open,
  onToggle,
  detail,
}: {
  line: F29Line;
  open: boolean;
  onToggle: () => void;
  detail: React.ReactNode;
}) {
  const strong = isTotalLine(line.code);
  return (
    <Card
      withBorder
      padding="xs"
      bg={strong ? 'gray.0' : undefined}
      data-testid={`f29-line-row-${line.code}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <Badge variant="light" color={strong ? 'dark' : 'blue'} radius="sm" style={{ flexShrink: 0 }}>
            {line.code}
          </Badge>
          <Toggle line={line} open={open} onToggle={onToggle} />
        </Group>
        <Text size="sm" fw={strong ? 700 : 500} style={NUM} data-testid={`f29-amount-${line.code}`}>
          {lineAmount(line)}
        </Text>
      </Group>
      {line.count !== null ? (
        <Text size="xs" c="dimmed" ml={4}>
          {F29_MSG.columns.count}: {line.count}
        </Text>
      ) : null}
      {open ? detail : null}
    </Card>
  );
}
