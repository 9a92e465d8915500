// /iva/propuesta-f29: the month picker (?periodo=AAAAMM, the month before today's by default), the PDF
// and the F29ProposalPanel of that month.
import { Button, Group, Select, Stack } from '@mantine/core';
import { addPeriods, periodLabel, periodOf } from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { notifyError } from '../../../lib/notify';
import { useToday } from '../../../lib/config';
import { downloadF29Pdf } from '../api/proposal';
import { F29_MSG } from '../messages';
import { defaultPeriod, readPeriod } from '../utils/lines';
import { F29ProposalPanel } from './f29-proposal-panel';

/** Three years of months up to the current one, newest first. */
const MONTHS = 36;

export function F29ProposalPage() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const current = periodOf(today) ?? defaultPeriod(today);
  const period = readPeriod(params.get('periodo')) ?? defaultPeriod(today);
  const year = Math.floor(period / 100);
  const month = period % 100;
  const [busy, setBusy] = useState(false);
  const options = Array.from({ length: MONTHS }, (_, i) => addPeriods(current, -i));
  if (!options.includes(period)) options.push(period);
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadF29Pdf(year, month);
    } catch {
      notifyError(F29_MSG.pdfError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md" data-testid="f29-proposal-page">
      <PageHeader
        title={F29_MSG.title}
        description={F29_MSG.description}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            onClick={pdf}
            loading={busy}
            data-testid="f29-pdf"
          >
            {F29_MSG.pdf}
          </Button>
        }
      />
      <Group mt={-8}>
        <Select
          label={F29_MSG.month}
          data={options.map((p) => ({ value: String(p), label: periodLabel(p) }))}
          value={String(period)}
          onChange={(v) => {
            if (!v) return;
            const next = new URLSearchParams(params);
            next.set('periodo', v);
            setParams(next, { replace: true });
          }}
          allowDeselect={false}
          searchable
          w={220}
          data-testid="f29-month"
        />
      </Group>
      <F29ProposalPanel year={year} month={month} />
    </Stack>
  );
}
