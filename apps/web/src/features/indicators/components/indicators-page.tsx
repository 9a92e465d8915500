import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { setIndicatorBody } from '@portal/contracts';
import { INDICATOR_SERIES, formatDate } from '@portal/domain';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useCompact } from '../../../components/ui/use-compact';
import { errorMessage, isApiError } from '../../../lib/api';
import { displayDateTime } from '../../../lib/format';
import { focusFirstError, schemaResolver } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  type IndicatorsOverview,
  type SeriesValueView,
  type SetIndicatorBody,
  useIndicators,
  useRefreshIndicators,
  useSetIndicator,
} from '../api/indicators';
import { INDICATORS_MSG as M } from '../messages';

type Series = IndicatorsOverview['series'][number];
type Parameter = IndicatorsOverview['parameters'][number];

const grouped = (n: number, decimals: number) =>
  n.toLocaleString('es-CL', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "$72.151", "$41.057,20", "-0,2 %". */
export function displayIndicator(code: string, value: number): string {
  if (code === 'IPC') return `${grouped(value, 1)} %`;
  return `$${grouped(value, code === 'UF' ? 2 : 0)}`;
}

/** "Diciembre 2026" for a month's series, the day for the UF. */
const displayWhen = (s: Pick<Series, 'daily'>, date: string) => {
  if (s.daily) return formatDate(date);
  const month = new Date(`${date}T12:00:00Z`).toLocaleDateString('es-CL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return month.charAt(0).toUpperCase() + month.slice(1);
};

function stateOf(v: SeriesValueView): { label: string; color: string } {
  if (v.used) return { label: M.used, color: 'green' };
  return v.confirmed ? { label: M.replaced, color: 'gray' } : { label: M.unconfirmed, color: 'orange' };
}

function SeriesCard({ s }: { s: Series }) {
  return (
    <Paper withBorder p="md" data-testid="indicator-series" data-code={s.code}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{s.name}</Text>
          <Badge
            color={s.fresh ? 'green' : 'orange'}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
            data-testid="indicator-freshness"
          >
            {s.fresh
              ? M.fresh
              : M.stale(
                  s.daily ? `el ${displayWhen(s, s.expected)}` : displayWhen(s, s.expected).toLowerCase(),
                )}
          </Badge>
        </Group>
        {s.latest ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {M.latest} · {displayWhen(s, s.latest.date)}
            </Text>
            <Text fz={26} fw={700} data-testid="indicator-latest">
              {displayIndicator(s.code, s.latest.value)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} title={s.latest.source}>
              {M.origin[s.latest.origin]} · {s.latest.source}
            </Text>
          </Stack>
        ) : (
          <Text c="dimmed">{M.none}</Text>
        )}
        <Stack gap={6} mt="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={s.name}>
          {s.values.map((v) => {
            const state = stateOf(v);
            return (
              <li key={`${v.date}-${v.origin}`}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{displayWhen(s, v.date)}</Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} ff="monospace">
                      {displayIndicator(s.code, v.value)}
                    </Text>
                    <Badge size="xs" variant="light" color={state.color} tt="none">
                      {state.label}
                    </Badge>
                  </Group>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={1} title={`${v.source}${v.note ? ` · ${v.note}` : ''}`}>
                  {M.origin[v.origin]}
                  {v.recorded_at ? ` (${displayDateTime(v.recorded_at)})` : ''} · {v.note || v.source}
                </Text>
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}

function ParametersList({ parameters }: { parameters: Parameter[] }) {
  const compact = useCompact();
  if (compact)
    return (
      <Stack gap="sm" data-testid="indicator-parameters">
        {parameters.map((p) => (
          <Paper withBorder p="sm" key={p.code}>
            <Text fw={600} size="sm">
              {p.name}
            </Text>
            {p.current ? (
              <>
                <Text size="sm">{p.current.text}</Text>
                <Text size="xs" c="dimmed">
                  {formatDate(p.current.from)} – {p.current.to ? formatDate(p.current.to) : M.openEnded} ·{' '}
                  {p.current.source}
                </Text>
              </>
            ) : (
              <Text size="sm" c="orange.8">
                {M.noCurrent}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" striped data-testid="indicator-parameters">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.parameterColumns.name}</Table.Th>
            <Table.Th>{M.parameterColumns.current}</Table.Th>
            <Table.Th>{M.parameterColumns.since}</Table.Th>
            <Table.Th>{M.parameterColumns.until}</Table.Th>
            <Table.Th>{M.parameterColumns.source}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parameters.map((p) => (
            <Table.Tr key={p.code}>
              <Table.Td fw={500}>{p.name}</Table.Td>
              <Table.Td maw={420}>
                {p.current ? (
                  <Text size="sm">{p.current.text}</Text>
                ) : (
                  <Text size="sm" c="orange.8">
                    {M.noCurrent}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{p.current ? formatDate(p.current.from) : '—'}</Table.Td>
              <Table.Td>{p.current ? (p.current.to ? formatDate(p.current.to) : M.openEnded) : '—'}</Table.Td>
              <Table.Td maw={320}>
                <Text size="xs" c="dimmed" lineClamp={3} title={p.current?.source}>
                  {p.current?.source ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type FormValues = {
  indicator: SetIndicatorBody['indicator'];
  date: string;
  value: number | '';
  source: string;
};

function EnterValue() {
  const save = useSetIndicator();
  const form = useForm<FormValues>({
    initialValues: { indicator: 'UTM', date: '', value: '', source: '' },
    validate: schemaResolver(setIndicatorBody),
  });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) =>
            save.mutate(values as SetIndicatorBody, {
              onSuccess: (r) => {
                notifySuccess(r.message);
                form.reset();
              },
              onError: (err) => notifyError(err),
            }),
          (errors) => focusFirstError(form, errors, ['indicator', 'date', 'value', 'source']),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {M.enterTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {M.enterIntro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <Select
              label={M.indicator}
              data={[...INDICATOR_SERIES]}
              allowDeselect={false}
              {...form.getInputProps('indicator')}
            />
            <TextInput
              label={M.date}
              placeholder="2026-12-01"
              description={M.dateHint}
              {...form.getInputProps('date')}
            />
            <NumberInput
              label={M.value}
              decimalSeparator=","
              thousandSeparator="."
              hideControls
              {...form.getInputProps('value')}
            />
            <TextInput
              label={M.source}
              placeholder="sii.cl/valores_y_fechas/utm/utm2026.htm"
              {...form.getInputProps('source')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {M.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The operator's page: each indicator's values, source and freshness; the parameters; a value by hand. */
export function IndicatorsPage() {
  const indicators = useIndicators();
  const refresh = useRefreshIndicators();
  if (indicators.error && isApiError(indicators.error, 403))
    return (
      <EmptyState
        icon={<IconLock size={26} aria-hidden />}
        title={M.notOperatorTitle}
        description={errorMessage(indicators.error)}
      />
    );
  const data = indicators.data;
  const last = data?.refreshes[0];
  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        description={M.intro}
        actions={
          <>
            <Anchor component={Link} to="/operador/trabajos" size="sm">
              {M.jobsLink}
            </Anchor>
            {data?.service ? (
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                loading={refresh.isPending}
                onClick={() =>
                  refresh.mutate(undefined, {
                    onSuccess: (r) => notifySuccess(r.message),
                    onError: (err) => notifyError(err),
                  })
                }
              >
                {M.refresh}
              </Button>
            ) : null}
          </>
        }
      />
      {indicators.isPending ? (
        <Stack gap="xs" aria-busy>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={120} />
          ))}
        </Stack>
      ) : indicators.error || !data ? (
        <ErrorState error={indicators.error} onRetry={() => indicators.refetch()} />
      ) : (
        <>
          <Paper withBorder p="sm" data-testid="indicator-service">
            <Text size="sm">
              {data.service
                ? M.service(
                    data.service.name,
                    data.service.official,
                    Math.round(data.service.refresh_seconds / 3600),
                  )
                : M.noService}
            </Text>
            <Text size="sm" c={last && !last.ok ? 'red.8' : 'dimmed'}>
              {last
                ? `${M.lastRefresh}: ${displayDateTime(last.finished_at)} · ${last.source} · ${
                    last.ok ? M.refreshOk(last.written, last.unconfirmed) : last.message
                  }`
                : M.neverRefreshed}
            </Text>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {data.series.map((s) => (
              <SeriesCard key={s.code} s={s} />
            ))}
          </SimpleGrid>
          <EnterValue />
          <Title order={2} fz="lg">
            {M.parametersTitle}
          </Title>
          <Paper withBorder p={0}>
            <ParametersList parameters={data.parameters} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
