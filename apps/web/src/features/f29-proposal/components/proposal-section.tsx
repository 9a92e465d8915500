// Mis F29's first section: the proposal of the month being declared (the one before today's), as a
// PDF or opened line by line at /iva/propuesta-f29.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { periodLabel, periodParts, vatPeriodOn } from '@portal/domain';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError } from '../../../lib/notify';
import { useToday } from '../../../lib/config';
import { downloadF29Pdf } from '../api/proposal';
import { F29_MSG } from '../messages';

export function F29ProposalSection() {
  const period = vatPeriodOn(useToday());
  const { year, month } = periodParts(period);
  const [busy, setBusy] = useState(false);
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
    <Card withBorder radius="md" padding="md" data-testid="f29-proposal-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {F29_MSG.sectionTitle(periodLabel(period))}
        </Title>
        <Text size="sm">{F29_MSG.sectionText}</Text>
        <Group gap="sm">
          <Button
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            onClick={pdf}
            loading={busy}
            data-testid="f29-section-pdf"
          >
            {F29_MSG.pdf}
          </Button>
          <Button variant="default" component={Link} to={`/iva/propuesta-f29?periodo=${period}`}>
            {F29_MSG.sectionOpen}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
