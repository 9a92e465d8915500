// …/nuevo-registro/manual: a record written line by line (type 'manual'): date, name and the lines
// editor with its live "Debe = Haber" check; saved, it opens in the history.
import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useToday } from '../../../lib/config';
import { useCreateEntry } from '../api/entries';
import { COMPLETE_MSG, MANUAL_MSG, NEW_MSG } from '../messages';
import { type DraftLine, checkLines, newLine, toIncomes } from '../utils/lines';
import { entriesBase } from '../utils/wizard';
import { BackLink } from './choice-card';
import { LinesEditor } from './lines-editor';
import { DateField } from '../../../components/ui/date-field';

export function ManualPage({ product }: { product: string }) {
  const navigate = useNavigate();
  const today = useToday();
  const base = entriesBase(product);
  const [date, setDate] = useState(today);
  const [name, setName] = useState(MANUAL_MSG.defaultName);
  const [lines, setLines] = useState<DraftLine[]>(() => [newLine(), newLine()]);
  const [tried, setTried] = useState(false);
  const create = useCreateEntry();
  const check = checkLines(lines);

  const save = () => {
    setTried(true);
    if (check.problem || !name.trim() || !date) return;
    create.mutate(
      { date, name: name.trim(), type_entry: 'manual', incomes: toIncomes(lines) },
      {
        onSuccess: ({ entry }) => {
          notifySuccess(MANUAL_MSG.saved(entry.name));
          navigate(`${base}/historico-registros?registro=${entry.id}`);
        },
      },
    );
  };

  return (
    <Stack gap="md" maw={960} data-testid="entries-manual-page">
      <BackLink to={`${base}/nuevo-registro`}>{NEW_MSG.backToNew}</BackLink>
      <PageHeader title={MANUAL_MSG.title} description={MANUAL_MSG.description} />
      <FormAlert message={create.isError ? errorMessage(create.error) : null} testId="manual-error" />
      <Card withBorder padding="lg">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label={COMPLETE_MSG.date}
            value={date || null}
            onChange={(iso) => setDate(iso ?? '')}
            required
            style={{ flex: '1 1 160px' }}
            data-testid="manual-date"
          />
          <TextInput
            label={COMPLETE_MSG.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={120}
            required
            style={{ flex: '3 1 260px' }}
            data-testid="manual-name"
          />
        </Group>
      </Card>
      <LinesEditor lines={lines} onChange={setLines} showProblems={tried} />
      <Group justify="flex-end">
        <Button
          onClick={save}
          loading={create.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          data-testid="manual-save"
        >
          {MANUAL_MSG.save}
        </Button>
      </Group>
    </Stack>
  );
}
