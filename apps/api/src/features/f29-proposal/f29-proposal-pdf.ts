// The proposal as a PDF table (lib/table-pdf.ts): the business's name and RUT and the month on top,
// then each line by section with its SII code, count and amount, and the warnings at the end.
import type { F29ProposalResponse } from '@portal/contracts';
import { F29_SECTIONS, formatCLP, formatRut, periodLabel } from '@portal/domain';
import type { ReportTable } from '../../lib/report-table';

export function proposalTable(p: F29ProposalResponse): ReportTable {
  const rows: ReportTable['rows'] = [];
  for (const s of F29_SECTIONS) {
    const lines = p.lines.filter((l) => l.section === s.key);
    if (lines.length === 0) continue;
    rows.push({ cells: [s.label, '', '', ''], strong: true });
    for (const l of lines) {
      const total = ['538', '537', '089', '077', '547', '091'].includes(l.code);
      rows.push({
        cells: [
          l.count_code ? `${l.code} (${l.count_code})` : l.code,
          l.label,
          l.count === null ? '' : String(l.count),
          l.unit === 'percent' ? `${String(l.amount).replace('.', ',')} %` : formatCLP(l.amount),
        ],
        strong: total,
      });
      if (l.note) rows.push({ cells: ['', `Nota: ${l.note}`, '', ''] });
    }
  }
  if (p.warnings.length > 0) {
    rows.push({ cells: ['Avisos', '', '', ''], strong: true });
    for (const w of p.warnings) rows.push({ cells: [w.code ?? '', w.message, '', ''] });
  }
  return {
    title: `Propuesta de F29 · ${periodLabel(p.period)}`,
    subtitle: [
      p.business_name,
      `RUT ${formatRut(p.business_rut)}`,
      'Calculada desde los libros del portal: revísala antes de declarar en el SII.',
    ],
    fileName: `propuesta-f29-${p.period}`,
    columns: [
      { header: 'Código', kind: 'text', width: 2 },
      { header: 'Línea', kind: 'text', width: 12 },
      { header: 'Cantidad', kind: 'text', width: 2 },
      { header: 'Monto', kind: 'text', width: 3 },
    ],
    rows,
  };
}
