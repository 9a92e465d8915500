// …/confirmacion?tipo=entrada|salida&plantilla=…: the record as it will be saved (the lines computed
// again from the URL's data, so a reload shows the same), then "Guardar registro" posts it and opens
// it in the history.
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconEdit } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/api';
import { displayDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { accountLabel } from '../../accounting';
import { useCreateEntry, useEvaluation } from '../api/entries';
import { COMPLETE_MSG, CONFIRM_MSG } from '../messages';
import { DIRECTION_SEGMENT, entriesBase, writeWizard } from '../utils/wizard';
import { evaluateBody, useWizard } from './complete-page';
import { LinesTable } from './lines-table';

export function ConfirmPage({ product }: { product: string }) {
  const navigate = useNavigate();
  const { state, template, chart } = useWizard();
  const t = template.data?.income_template;
  const body = evaluateBody(state, t);
  const evaluation = useEvaluation(state.templateId, body);
  const create = useCreateEntry();
  const base = entriesBase(product);
  const editPath = `${base}/${DIRECTION_SEGMENT[state.direction]}/completar-datos?${writeWizard(state).toString()}`;
  const account = chart.data?.accounts.find((a) => a.id === state.accountId);
  const name = state.name?.trim() ?? '';

  const save = () => {
    if (!evaluation.data || !body || !t) return;
    create.mutate(
      {
        date: body.date,
        name,
        type_entry: state.direction,
        template_id: t.id,
        incomes: evaluation.data.incomes.map((l) => ({
          account_id: l.account_id,
          debit: l.debit,
          credit: l.credit,
        })),
      },
      {
        onSuccess: ({ entry }) => {
          notifySuccess(CONFIRM_MSG.saved(entry.name));
          navigate(`${base}/historico-registros?registro=${entry.id}`);
        },
      },
    );
  };

  let content: ReactNode;
  if (template.isPending || (body && evaluation.isPending)) content = <Skeleton height={300} radius="md" />;
  else if (template.isError && !t)
    content = (
      <LoadError
        message={COMPLETE_MSG.templateError}
        onRetry={() => template.refetch()}
        retrying={template.isFetching}
      />
    );
  else if (!t || !body || !name || t.type_category !== state.direction)
    content = <LoadError message={CONFIRM_MSG.missing} />;
  else if (evaluation.isError || !evaluation.data)
    content = <FormAlert message={errorMessage(evaluation.error)} testId="confirm-error" />;
  else
    content = (
      <Stack gap="md">
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Summary label={CONFIRM_MSG.template} value={t.name} />
            <Summary label={CONFIRM_MSG.date} value={displayDate(body.date)} />
            <Summary label={CONFIRM_MSG.name} value={name} testId="confirm-name" />
            <Summary label={t.input_acc_label} value={account ? accountLabel(account) : '—'} />
          </SimpleGrid>
        </Card>
        <LinesTable lines={evaluation.data.incomes} testId="confirm-lines" />
        <FormAlert message={create.isError ? errorMessage(create.error) : null} testId="confirm-save-error" />
      </Stack>
    );

  return (
    <Stack gap="md" maw={860} data-testid="entries-confirm-page">
      <PageHeader title={CONFIRM_MSG.title} description={CONFIRM_MSG.description} />
      {content}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          component={Link}
          to={editPath}
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {CONFIRM_MSG.edit}
        </Button>
        <Button
          onClick={save}
          loading={create.isPending}
          disabled={!evaluation.data || !body || !name}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          data-testid="confirm-save"
        >
          {CONFIRM_MSG.save}
        </Button>
      </Group>
    </Stack>
  );
}

function Summary({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
