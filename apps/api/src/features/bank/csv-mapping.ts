// The CSV mapping step: a cartola whose columns the reader cannot tell is answered with its headers,
// a sample and the bank presets, so the user maps the columns once and sends it again.
import { CSV_PRESETS, type CsvMapping, detectCsvPreset, previewCsv } from '@portal/bank';
import type { CsvMappingField } from '@portal/contracts';
import { AppError, unprocessable } from '../../lib/errors';

export const CSV_MSG = {
  mappingRequired: (file: string) =>
    `${file}: no reconocemos las columnas de esta cartola CSV. Indica qué columna es la fecha, la glosa y el monto (o cargos y abonos).`,
  mappingUncertain: (file: string, doubts: string[]) =>
    `${file}: revisa cómo leemos las columnas de esta cartola CSV antes de importarla. ${doubts.join(' ')}`,
  unknownPreset: (key: string) => `No conocemos el formato de cartola «${key}».`,
} as const;

export function toCsvMapping(opts: {
  csvPreset?: string;
  csvMapping?: CsvMappingField;
}): CsvMapping | undefined {
  if (opts.csvMapping) return opts.csvMapping as CsvMapping;
  if (!opts.csvPreset) return undefined;
  const preset = CSV_PRESETS[opts.csvPreset];
  if (!preset) throw unprocessable(CSV_MSG.unknownPreset(opts.csvPreset));
  return preset.mapping;
}

/**
 * The 422 with the mapping step, when no layout was given and the file is a CSV whose layout is
 * neither a preset nor the usual column names, or is the usual names read with a doubt (dates or
 * numbers that read two ways, amounts without a sign): `uncertain` then, and the answer carries
 * the layout proposed and the doubts, so the user confirms it. A CSV that was laid out but has a
 * bad value gets the reader's own message instead.
 */
export function csvMappingRequired(
  name: string,
  bytes: Buffer,
  opts: { csvPreset?: string; csvMapping?: CsvMappingField },
): { error: AppError; uncertain: boolean } | null {
  if (opts.csvPreset || opts.csvMapping) return null;
  const preview = previewCsv(bytes);
  if (!preview) return null;
  const detected = detectCsvPreset(bytes);
  if (detected !== null && detected.uncertain.length === 0) return null;
  const uncertain = detected !== null;
  return {
    uncertain,
    error: new AppError(
      422,
      uncertain ? CSV_MSG.mappingUncertain(name, detected.uncertain) : CSV_MSG.mappingRequired(name),
      'csv_mapping_required',
      {},
      {
        code: 'csv_mapping_required',
        headers: preview.headers,
        sample: preview.sample,
        presets: Object.entries(CSV_PRESETS).map(([key, p]) => ({ key, label: p.label })),
        ...(uncertain ? { proposal: toField(detected.mapping), doubts: detected.uncertain } : {}),
      },
    ),
  };
}

/** The detected layout in the contract's shape (what the mapping form fills in). */
const toField = (m: CsvMapping): CsvMappingField => {
  const out: CsvMappingField = {
    dateColumn: m.dateColumn,
    dateFormat: m.dateFormat,
    descriptionColumn: m.descriptionColumn,
    numberStyle: m.numberStyle,
  };
  if (m.delimiter) out.delimiter = m.delimiter;
  for (const k of [
    'amountColumn',
    'debitColumn',
    'creditColumn',
    'balanceColumn',
    'referenceColumn',
    'indicatorColumn',
  ] as const)
    if (m[k] !== undefined) out[k] = m[k];
  return out;
};
