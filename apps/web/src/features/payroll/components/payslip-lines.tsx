// One worker's payslip as computed: every line by section (haberes imponibles and no imponibles,
// descuentos legales and others, the employer's contributions), its amount, and under "Ver regla"
// the rule it follows and each parameter it used with its value and source (date), as the API
// returns them (domain computePayslip; docs/remuneraciones.md explains each line).
import { Button, Collapse, Group, List, Stack, Table, Text } from '@mantine/core';
import type { PayslipSummary } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { useState } from 'react';
import { PAYROLL_MSG as M } from '../messages';

type Line = PayslipSummary['lines'][number];
const SECTIONS = Object.keys(M.sections) as Line['section'][];

export function PayslipLines({ payslip }: { payslip: PayslipSummary }) {
  return (
    <Stack gap="md">
      {SECTIONS.map((section) => {
        const lines = payslip.lines.filter((l) => l.section === section);
        if (lines.length === 0) return null;
        return (
          <Table key={section} layout="fixed" verticalSpacing={6} data-testid={`payslip-section-${section}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.sections[section]}</Table.Th>
                <Table.Th scope="col" ta="right" w={130}>
                  {M.amount}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <LineRow key={l.code} line={l} id={`${payslip.employee_rut}-${l.code}`} />
              ))}
            </Table.Tbody>
          </Table>
        );
      })}
    </Stack>
  );
}

function LineRow({ line, id }: { line: Line; id: string }) {
  const [open, setOpen] = useState(false);
  const detail = `payslip-rule-${id}`;
  return (
    <Table.Tr data-testid="payslip-line" data-code={line.code}>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm">{line.label}</Text>
            <Collapse in={open}>
              <Stack gap={4} id={detail} py={4} data-testid="payslip-rule">
                <Text size="xs">
                  <Text span fw={600} size="xs">
                    {M.rule}:
                  </Text>{' '}
                  {line.explanation.rule}
                </Text>
                {line.explanation.parameters.length > 0 ? (
                  <List size="xs" spacing={0}>
                    {line.explanation.parameters.map((p) => (
                      <List.Item key={`${p.name}-${p.value}`}>
                        {M.parameter(p.name, p.value, p.source)}
                      </List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            </Collapse>
          </Stack>
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={detail}
            aria-label={`${open ? M.hideRule : M.showRule}: ${line.label}`}
            data-testid="payslip-rule-toggle"
          >
            {open ? M.hideRule : M.showRule}
          </Button>
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <Text size="sm">{formatCLP(line.amount)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
