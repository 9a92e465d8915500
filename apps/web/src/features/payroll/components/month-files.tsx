// A computed month's files: every payslip in one PDF, the Previred file and the LRE. The API checks
// Previred and the LRE before handing them over; a refusal (422) names each worker to fix, shown in
// a toast with the worker's name.
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useCurrentBusiness } from '../../../lib/current-business';
import { notifyError } from '../../../lib/notify';
import { type MonthFile, downloadMonthFile } from '../api/quotations';
import { PAYROLL_MSG as M } from '../messages';
import { problemLines } from '../utils/draft';

const FILES: { file: MonthFile; label: string }[] = [
  { file: 'payslips', label: M.allPayslips },
  { file: 'previred', label: M.previred },
  { file: 'lre', label: M.lre },
];

export function MonthFiles({
  quotation,
  size = 'xs',
}: {
  quotation: { id: number; year: number; month: number };
  size?: 'xs' | 'sm';
}) {
  const { business } = useCurrentBusiness();
  const [busy, setBusy] = useState<MonthFile | null>(null);

  const download = async (file: MonthFile) => {
    setBusy(file);
    try {
      await downloadMonthFile(quotation, file, business?.rut ?? '');
    } catch (err) {
      const lines = err instanceof ApiError ? problemLines(err.body, []) : [];
      notifyError(lines.length > 0 ? `${err instanceof Error ? err.message : ''} ${lines.join(' ')}` : err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {FILES.map(({ file, label }) => (
        <Button
          key={file}
          size={size}
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === file}
          disabled={busy !== null && busy !== file}
          onClick={() => void download(file)}
          data-testid={`payroll-file-${file}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
