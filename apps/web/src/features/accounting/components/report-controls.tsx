// What every report shares: the month range in the URL (?desde=&hasta=) with its pickers, the
// business the figures belong to, the Excel/PDF buttons and the amounts in pesos.
import { Button, Group, Select, Text } from '@mantine/core';
import { type Period, periodOf } from '@portal/domain';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayRut } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useToday } from '../../../lib/config';
import { type DownloadableReport, type ReportFormat, downloadReport } from '../api/accounting';
import { RANGE_MSG, REPORT_MSG } from '../messages';
import {
  type MonthRange,
  changeRange,
  periodOptions,
  presetRanges,
  readRange,
  writeRange,
} from '../utils/periods';

/** The range of the URL and a setter that writes it back (page 1 again: other params are dropped by `reset`). */
export function useMonthRange(reset: string[] = []) {
  const [params, setParams] = useSearchParams();
  const current = periodOf(useToday()) ?? 202601;
  const range = readRange(params, current);
  const setRange = (next: MonthRange) => {
    const p = writeRange(params, next, current);
    for (const key of reset) p.delete(key);
    setParams(p, { replace: true });
  };
  return { range, setRange, current, params, setParams };
}

export function RangePicker({
  range,
  current,
  onChange,
  compact,
}: {
  range: MonthRange;
  current: Period;
  onChange: (r: MonthRange) => void;
  compact?: boolean;
}) {
  // On a phone: the preset on its own line, the two months side by side.
  const w = compact ? undefined : 170;
  const presets = presetRanges(current);
  const preset = presets.find((p) => p.range.from === range.from && p.range.to === range.to)?.key ?? 'custom';
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      data-testid="range-picker"
      style={compact ? { display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%' } : undefined}
    >
      <Select
        label={RANGE_MSG.presets}
        data={[
          ...presets.map((p) => ({ value: p.key, label: RANGE_MSG.preset[p.key] ?? p.key })),
          { value: 'custom', label: RANGE_MSG.custom, disabled: true },
        ]}
        value={preset}
        onChange={(v) => {
          const picked = presets.find((p) => p.key === v);
          if (picked) onChange(picked.range);
        }}
        allowDeselect={false}
        w={w}
        style={compact ? { gridColumn: '1 / -1' } : undefined}
        data-testid="range-preset"
      />
      <Select
        label={RANGE_MSG.from}
        data={periodOptions(range.from)}
        value={String(range.from)}
        onChange={(v) => v && onChange(changeRange(range, 'from', Number(v)))}
        allowDeselect={false}
        w={w}
        data-testid="range-from"
      />
      <Select
        label={RANGE_MSG.to}
        data={periodOptions(range.to)}
        value={String(range.to)}
        onChange={(v) => v && onChange(changeRange(range, 'to', Number(v)))}
        allowDeselect={false}
        w={w}
        data-testid="range-to"
      />
    </Group>
  );
}

/** Whose books these are: the business's name and RUT, as the printed report says. */
export function BusinessLine({ header }: { header?: { business_name: string; business_rut: string } }) {
  if (!header) return null;
  return (
    <Text component="span" display="block" size="sm" fw={600} c="dark.6" mt={4} data-testid="report-business">
      {REPORT_MSG.business(header.business_name, displayRut(header.business_rut))}
    </Text>
  );
}

export function DownloadButtons({
  report,
  disabled,
  compact,
}: {
  report: DownloadableReport | null;
  disabled?: boolean;
  compact?: boolean;
}) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    if (!report) return;
    setBusy(format);
    try {
      await downloadReport(report, format);
    } catch {
      notifyError(REPORT_MSG.downloadError);
    } finally {
      setBusy(null);
    }
  };
  const size = compact ? 'sm' : 'md';
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={() => download('xlsx')}
        loading={busy === 'xlsx'}
        disabled={!report || disabled || (busy !== null && busy !== 'xlsx')}
        data-testid="download-xlsx"
        aria-label={compact ? REPORT_MSG.excel : undefined}
      >
        {compact ? REPORT_MSG.excelShort : REPORT_MSG.excel}
      </Button>
      <Button
        variant="default"
        size={size}
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        onClick={() => download('pdf')}
        loading={busy === 'pdf'}
        disabled={!report || disabled || (busy !== null && busy !== 'pdf')}
        data-testid="download-pdf"
        aria-label={compact ? REPORT_MSG.pdf : undefined}
      >
        {compact ? REPORT_MSG.pdfShort : REPORT_MSG.pdf}
      </Button>
    </>
  );
}
