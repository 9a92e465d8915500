// A computed month's files: every payslip in one PDF, the Previred file and the LRE. The API checks
// Previred and the LRE before handing them over; a refusal (422) names each worker to fix, shown in
// a toast with the worker's name.
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
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

/** `menu`: one "Descargar" button opening the three (a table's cell); otherwise three buttons. */
export function MonthFiles({
  quotation,
  menu = false,
}: {
  quotation: { id: number; year: number; month: number };
  menu?: boolean;
}) {
  const { business } = useCurrentBusiness();
  const [busy, setBusy] = useState<MonthFile | null>(null);

  const download = async (file: MonthFile) => {
    setBusy(file);
    try {
      await downloadMonthFile(quotation, file, business?.rut ?? '');
    } catch (err) {
      const lines = err instanceof ApiError ? problemLines(err.body) : [];
      notifyError(lines.length > 0 ? `${err instanceof Error ? err.message : ''} ${lines.join(' ')}` : err);
    } finally {
      setBusy(null);
    }
  };

  if (menu)
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={busy !== null}
            data-testid="payroll-files-menu"
          >
            {M.download}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FILES.map(({ file, label }) => (
            <Menu.Item key={file} onClick={() => void download(file)} data-testid={`payroll-file-${file}`}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  return (
    <Group gap="xs" wrap="wrap">
      {FILES.map(({ file, label }) => (
        <Button
          key={file}
          size="xs"
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
