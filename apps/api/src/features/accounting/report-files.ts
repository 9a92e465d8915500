// The books' reports as tables for their xlsx and PDF files (lib/table-xlsx.ts, lib/table-pdf.ts).
import type {
  BalanceResponse,
  IncomeStatementResponse,
  LedgerResponse,
  ResultEvolutionResponse,
} from '@portal/contracts';
import { periodLabel } from '@portal/domain';
import type { ReportTable } from '../../lib/report-table';

type Header = BalanceResponse['header'];

const subtitle = (h: Header) => [
  h.business_name,
  `RUT ${h.business_rut}`,
  h.from === h.to ? periodLabel(h.from) : `${periodLabel(h.from)} a ${periodLabel(h.to)}`,
];
const range = (h: Header) => `${h.from}-${h.to}`;

export function balanceTable(b: BalanceResponse): ReportTable {
  const money = (header: string) => ({ header, kind: 'money' as const, width: 3 });
  const cols = (c: BalanceResponse['totals']) => [
    c.debits,
    c.credits,
    c.debtor,
    c.creditor,
    c.assets,
    c.liabilities,
    c.loss,
    c.gain,
  ];
  const gain = b.result.kind === 'ganancia' ? b.result.amount : 0;
  const loss = b.result.kind === 'perdida' ? b.result.amount : 0;
  return {
    title: 'Balance general de 8 columnas',
    subtitle: subtitle(b.header),
    fileName: `balance-general-${range(b.header)}`,
    columns: [
      { header: 'Cuenta', kind: 'text', width: 6 },
      money('Débitos'),
      money('Créditos'),
      money('Deudor'),
      money('Acreedor'),
      money('Activo'),
      money('Pasivo'),
      money('Pérdida'),
      money('Ganancia'),
    ],
    rows: [
      ...b.rows.map((r) => ({ cells: [`${r.account_number} ${r.name}`, ...cols(r)] })),
      { cells: ['Sumas', ...cols(b.subtotals)], strong: true },
      {
        cells: [
          b.result.kind === 'perdida' ? 'Pérdida del ejercicio' : 'Utilidad del ejercicio',
          0,
          0,
          0,
          0,
          loss,
          gain,
          gain,
          loss,
        ],
      },
      { cells: ['Totales', ...cols(b.totals)], strong: true },
    ],
  };
}

export function incomeStatementTable(s: IncomeStatementResponse): ReportTable {
  const line = (l: IncomeStatementResponse['revenue'][number]) => ({
    cells: [`${l.account_number} ${l.name}`, l.amount],
  });
  return {
    title: 'Estado de resultados',
    subtitle: subtitle(s.header),
    fileName: `estado-de-resultados-${range(s.header)}`,
    columns: [
      { header: 'Cuenta', kind: 'text', width: 8 },
      { header: 'Monto', kind: 'money', width: 3 },
    ],
    rows: [
      { cells: ['Ingresos', ''], strong: true },
      ...s.revenue.map(line),
      { cells: ['Total ingresos', s.total_revenue], strong: true },
      { cells: ['Costos y gastos', ''], strong: true },
      ...s.expenses.map(line),
      { cells: ['Total costos y gastos', s.total_expenses], strong: true },
      { cells: [s.result < 0 ? 'Pérdida del ejercicio' : 'Utilidad del ejercicio', s.result], strong: true },
    ],
  };
}

export function ledgerTable(l: LedgerResponse): ReportTable {
  return {
    title: `Libro mayor · ${l.account.account_number} ${l.account.name}`,
    subtitle: subtitle(l.header),
    fileName: `libro-mayor-${l.account.account_number}-${range(l.header)}`,
    columns: [
      { header: 'Fecha', kind: 'date', width: 2 },
      { header: 'Detalle', kind: 'text', width: 8 },
      { header: 'Debe', kind: 'money', width: 3 },
      { header: 'Haber', kind: 'money', width: 3 },
      { header: 'Saldo', kind: 'money', width: 3 },
    ],
    rows: [
      { cells: ['', 'Saldo inicial', '', '', l.opening_balance], strong: true },
      ...l.data.map((d) => ({ cells: [d.date, d.description, d.debit, d.credit, d.balance] })),
      {
        cells: ['', 'Totales y saldo final', l.total_debit, l.total_credit, l.closing_balance],
        strong: true,
      },
    ],
  };
}

export function resultEvolutionTable(e: ResultEvolutionResponse): ReportTable {
  const sum = (pick: (m: ResultEvolutionResponse['months'][number]) => number) =>
    e.months.reduce((s, m) => s + pick(m), 0);
  return {
    title: 'Evolución de resultados',
    subtitle: subtitle(e.header),
    fileName: `evolucion-de-resultados-${range(e.header)}`,
    columns: [
      { header: 'Mes', kind: 'text', width: 4 },
      { header: 'Ingresos', kind: 'money', width: 3 },
      { header: 'Costos y gastos', kind: 'money', width: 3 },
      { header: 'Resultado', kind: 'money', width: 3 },
    ],
    rows: [
      ...e.months.map((m) => ({ cells: [periodLabel(m.period), m.revenue, m.expenses, m.result] })),
      {
        cells: ['Total', sum((m) => m.revenue), sum((m) => m.expenses), sum((m) => m.result)],
        strong: true,
      },
    ],
  };
}
