// The month in course (or the open one): its status and text (platform §4), and the entry button
// (§2.6): 'Comenzar' before the month has a process — it begins it and opens the first step —,
// 'Continuar' once it has one — to the novedades while created, to the review once computed. Why a
// month cannot be begun (valid_create) and what the month lacks (/additional) are said here.
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { periodLabel, toPeriod } from '@portal/domain';
import { IconAlertTriangle, IconArrowRight, IconPlayerPlay } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/states';
import { useCurrentBusiness } from '../../../lib/current-business';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAdditional, useCreateQuotation, useCurrentPeriod, useValidCreate } from '../api/quotations';
import { PAYROLL_MSG as M } from '../messages';
import { EMPLOYEES_LIST_PATH, continuePath, stepPath } from '../utils/paths';
import { SentenceAlert } from './sentence-alert';
import { StatusBadge } from './status-badge';

/** 'Abril 2026': the domain's period label. */
export const monthLabel = (p: { year: number; month: number }) => periodLabel(toPeriod(p.year, p.month));

export function CurrentPeriodCard() {
  const { canWrite } = useCurrentBusiness();
  const navigate = useNavigate();
  const current = useCurrentPeriod();
  const period = current.data ? { year: current.data.year, month: current.data.month } : null;
  const q = current.data?.quotation ?? null;
  const valid = useValidCreate(current.data !== undefined && q === null);
  const additional = useAdditional(period);
  const create = useCreateQuotation();

  if (current.isPending) return <Skeleton height={150} radius="md" data-testid="payroll-current-loading" />;
  if (current.isError || !current.data)
    return (
      <LoadError message={M.currentError} onRetry={() => current.refetch()} retrying={current.isFetching} />
    );
  const data = current.data;
  const refusal = q === null && valid.data && !valid.data.valid ? valid.data.message : null;

  const begin = async () => {
    try {
      notifySuccess((await create.mutateAsync(undefined)).message);
      navigate(stepPath(1));
    } catch (err) {
      notifyError(err);
    }
  };

  const resumeTo = q ? continuePath(q) : null;
  // A guest may open the review (it reads), not the novedades (they write).
  const showResume = q !== null && data.button !== null && (canWrite || q.status !== 'created');

  return (
    <Card withBorder radius="md" padding="lg" data-testid="payroll-current">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {M.currentTitle(monthLabel(data))}
              </Title>
              {q ? <StatusBadge status={q.status} /> : null}
            </Group>
            <Text size="sm" data-testid="payroll-status-text">
              {data.status_text}
            </Text>
            <Text size="sm" c="dimmed">
              {data.workers.length > 0 ? M.workersCount(data.workers.length) : M.currentNoWorkers}{' '}
              <Anchor component={Link} to={EMPLOYEES_LIST_PATH} size="sm">
                {M.employeesLink}
              </Anchor>
            </Text>
          </Stack>
          {q === null && data.button !== null && canWrite ? (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => void begin()}
              loading={create.isPending}
              disabled={valid.data?.valid === false || valid.isPending}
              data-testid="payroll-entry-button"
            >
              {data.button}
            </Button>
          ) : null}
          {showResume && resumeTo ? (
            <Button
              component={Link}
              to={resumeTo}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              data-testid="payroll-entry-button"
            >
              {data.button}
            </Button>
          ) : null}
        </Group>
        {refusal ? (
          <Alert color="orange" variant="light" title={M.cannotBegin} data-testid="payroll-valid-create">
            {refusal}
          </Alert>
        ) : null}
        <SentenceAlert
          color="red"
          title={M.missingTitle}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          lines={additional.data?.missing}
          testId="payroll-missing"
        />
        <SentenceAlert
          color="yellow"
          title={M.warningsTitle}
          lines={additional.data?.warnings}
          testId="payroll-warnings"
        />
      </Stack>
    </Card>
  );
}
