// The CSV mapping step: a cartola whose columns the reader cannot tell is answered with its headers,
// a sample and the bank presets, so the user maps the columns once and sends it again.
import { CSV_PRESETS, type CsvMapping, detectCsvPreset, previewCsv } from '@portal/bank';
import type { CsvMappingField } from '@portal/contracts';
import { AppError, unprocessable } from '../../lib/errors';

export const CSV_MSG = {
  mappingRequired: (file: string) =>
    `${file}: no reconocemos las columnas de esta cartola CSV. Indica qué columna es la fecha, la glosa y el monto (o cargos y abonos).`,
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
 * The 422 with the mapping step, when the file is a CSV whose layout is neither a preset nor the
 * usual column names and none was given (a CSV that was laid out but has a bad value gets the
 * reader's own message instead).
 */
export function csvMappingRequired(
  name: string,
  bytes: Buffer,
  opts: { csvPreset?: string; csvMapping?: CsvMappingField },
): AppError | null {
  if (opts.csvPreset || opts.csvMapping) return null;
  const preview = previewCsv(bytes);
  if (!preview || detectCsvPreset(bytes) !== null) return null;
  return new AppError(
    422,
    CSV_MSG.mappingRequired(name),
    'csv_mapping_required',
    {},
    {
      code: 'csv_mapping_required',
      headers: preview.headers,
      sample: preview.sample,
      presets: Object.entries(CSV_PRESETS).map(([key, p]) => ({ key, label: p.label })),
    },
  );
}
