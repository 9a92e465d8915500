// /contabilidad/libro-mayor?cuenta=<id>: one account's lines over a range of months, 50 a page, with
// the opening balance, each line's running balance and the closing balance. A line of a document
// links to that document's page. Other screens link here with ?cuenta=.
import { Anchor, Card, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, type LedgerResponse } from '@portal/contracts';
import { IconBook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListFooter, pageCount } from '../../../components/list/list-footer';
import { ListRows } from '../../../components/list/list-view';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { displayDate } from '../../../lib/format';
import { detailPath } from '../../invoices';
import { useChart, useLedger } from '../api/accounting';
import { LEDGER_MSG } from '../messages';
import { accountLabel } from '../utils/chart';
import { rangeLabel } from '../utils/periods';
import { useMonthRange } from './report-controls';
import { NUM, money } from '../../../components/ui/figures';
import { ReportEmpty, ReportLayout } from './report-layout';
import { useCompact } from '../../../components/ui/use-compact';

export function LedgerPage() {
  const { range, setRange, current, params, setParams } = useMonthRange(['pagina']);
  const accountId = Number(params.get('cuenta')) || null;
  const pageParam = Number(params.get('pagina'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const chart = useChart();
  const query = useLedger(accountId, range, page);
  const data = query.data;
  const compact = useCompact();

  const setAccount = (id: string | null) => {
    const p = new URLSearchParams(params);
    if (id) p.set('cuenta', id);
    else p.delete('cuenta');
    p.delete('pagina');
    setParams(p, { replace: true });
  };
  const setPage = (n: number) => {
    const p = new URLSearchParams(params);
    if (n > 1) p.set('pagina', String(n));
    else p.delete('pagina');
    setParams(p);
  };

  const options = (chart.data?.accounts ?? [])
    .slice()
    .sort((a, b) => (a.account_number < b.account_number ? -1 : 1))
    .map((a) => ({ value: String(a.id), label: accountLabel(a) }));
  const picker = (
    <Select
      label={LEDGER_MSG.account}
      placeholder={LEDGER_MSG.accountPlaceholder}
      nothingFoundMessage={LEDGER_MSG.nothingFound}
      data={options}
      value={accountId ? String(accountId) : null}
      onChange={setAccount}
      searchable
      w={compact ? '100%' : 320}
      disabled={chart.isPending}
      error={chart.isError ? LEDGER_MSG.accountsError : undefined}
      data-testid="ledger-account"
    />
  );

  const total = data?.meta.total_elements ?? 0;
  const pages = pageCount(total, data?.meta.page_size ?? 50);
  const notFound = isApiError(query.error, 404);
  return (
    <ReportLayout
      testId="ledger-page"
      title={LEDGER_MSG.title}
      description={LEDGER_MSG.description}
      header={data?.header}
      range={range}
      current={current}
      onRange={setRange}
      download={
        data && accountId
          ? { kind: 'ledger', range, accountId, accountNumber: data.account.account_number }
          : null
      }
      extraControls={picker}
      query={accountId === null || notFound ? null : query}
      hasData={!!data}
      empty={false}
      loadError={LEDGER_MSG.loadError}
    >
      {accountId === null || notFound ? (
        <LedgerPrompt notFound={notFound} />
      ) : data ? (
        <Stack gap="md">
          <LedgerSummary data={data} compact={compact} />
          {data.data.length === 0 && data.opening_balance === 0 ? (
            <ReportEmpty />
          ) : (
            <LedgerTable
              data={data}
              caption={LEDGER_MSG.caption(accountLabel(data.account), rangeLabel(range))}
              compact={compact}
            />
          )}
          {total > 0 ? (
            <ListFooter
              summary={LEDGER_MSG.page(
                (page - 1) * data.meta.page_size + 1,
                Math.min(total, page * data.meta.page_size),
                total,
              )}
              summaryTestId="ledger-page-info"
              page={page}
              pages={pages}
              onPage={setPage}
              compact={compact}
            />
          ) : null}
        </Stack>
      ) : null}
    </ReportLayout>
  );
}

/** Shown below the controls when there is no account or the account does not exist. */
function LedgerPrompt({ notFound }: { notFound: boolean }) {
  return notFound ? (
    <LoadError message={LEDGER_MSG.notFound} />
  ) : (
    <Card withBorder>
      <EmptyState icon={<IconBook size={26} aria-hidden />} title={LEDGER_MSG.pickAccount} />
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {money(value)}
      </Text>
    </Card>
  );
}

function LedgerSummary({ data, compact }: { data: LedgerResponse; compact: boolean }) {
  return (
    <Stack gap="xs">
      <Text fw={600} data-testid="ledger-account-name">
        {accountLabel(data.account)}{' '}
        <Text span c="dimmed" size="sm" fw={400}>
          · {ACCOUNT_TYPE_LABELS[data.account.account_type]}
        </Text>
      </Text>
      <SimpleGrid cols={compact ? 2 : 4} spacing="sm">
        <Figure label={LEDGER_MSG.opening} value={data.opening_balance} testId="ledger-opening" />
        <Figure label={LEDGER_MSG.columns.debit} value={data.total_debit} testId="ledger-total-debit" />
        <Figure label={LEDGER_MSG.columns.credit} value={data.total_credit} testId="ledger-total-credit" />
        <Figure label={LEDGER_MSG.closing} value={data.closing_balance} testId="ledger-closing" />
      </SimpleGrid>
    </Stack>
  );
}

function Detail({ line }: { line: LedgerResponse['data'][number] }) {
  // A honorarium ticket's line opens the ticket over the Honorarios list.
  if (line.source_type === 'honorarium')
    return (
      <Anchor
        component={Link}
        to={`/honorarios?anio=-1&boleta=${line.source_id}`}
        size="sm"
        data-testid="ledger-honorarium-link"
      >
        {line.description}
      </Anchor>
    );
  // An expense's line opens its review screen.
  if (line.source_type === 'expense')
    return (
      <Anchor
        component={Link}
        to={`/mis-gastos/revisar-gasto/${line.source_id}`}
        size="sm"
        aria-label={LEDGER_MSG.openExpense(line.description)}
        data-testid="ledger-expense-link"
      >
        {line.description}
      </Anchor>
    );
  if (line.source_type !== 'invoice' || !line.direction) return <>{line.description}</>;
  return (
    <Anchor
      component={Link}
      to={detailPath(line.direction, line.source_id)}
      size="sm"
      aria-label={LEDGER_MSG.openInvoice(line.description)}
      data-testid="ledger-invoice-link"
    >
      {line.description}
    </Anchor>
  );
}

/** Each line with a stable key: its source, and a count when a source has several lines here. */
function keyed(lines: LedgerResponse['data']): [string, LedgerResponse['data'][number]][] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const base = `${l.source_type}-${l.source_id}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return [`${base}-${n}`, l];
  });
}

function LedgerTable({
  data,
  caption,
  compact,
}: {
  data: LedgerResponse;
  caption: string;
  compact: boolean;
}) {
  const c = LEDGER_MSG.columns;
  const num = { align: 'right', style: NUM, td: () => ({ style: NUM }) } as const;
  return (
    <ListRows
      rows={keyed(data.data)}
      rowKey={([key]) => key}
      compact={compact}
      testId="ledger-lines"
      caption={caption}
      minWidth={760}
      nativeScroll
      row={() => ({ testId: 'ledger-line' })}
      columns={[
        {
          key: 'date',
          header: c.date,
          cell: ([, l]) => displayDate(l.date),
          td: () => ({ style: { whiteSpace: 'nowrap' } }),
        },
        { key: 'detail', header: c.detail, cell: ([, l]) => <Detail line={l} /> },
        { key: 'debit', header: c.debit, cell: ([, l]) => money(l.debit, true), ...num },
        { key: 'credit', header: c.credit, cell: ([, l]) => money(l.credit, true), ...num },
        { key: 'balance', header: c.balance, cell: ([, l]) => money(l.balance), ...num },
      ]}
      leadRows={
        <Table.Tr bg="gray.0">
          <Table.Td />
          <Table.Td fw={600}>{LEDGER_MSG.opening}</Table.Td>
          <Table.Td />
          <Table.Td />
          <Table.Td style={NUM} fw={600}>
            {money(data.opening_balance)}
          </Table.Td>
        </Table.Tr>
      }
      tableFoot={
        <Table.Tr bg="gray.0">
          <Table.Td />
          <Table.Th scope="row">{LEDGER_MSG.totals}</Table.Th>
          <Table.Td style={NUM} fw={700}>
            {money(data.total_debit)}
          </Table.Td>
          <Table.Td style={NUM} fw={700}>
            {money(data.total_credit)}
          </Table.Td>
          <Table.Td style={NUM} fw={700}>
            {money(data.closing_balance)}
          </Table.Td>
        </Table.Tr>
      }
      card={([, l]) => (
        <Card withBorder padding="sm" data-testid="ledger-line">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {displayDate(l.date)}
              </Text>
              <Text size="sm">
                <Detail line={l} />
              </Text>
            </Stack>
            <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
              <Text size="sm" fw={600} style={NUM} c={l.credit > 0 ? 'red.8' : undefined}>
                {l.debit > 0 ? money(l.debit) : `−${money(l.credit)}`}
              </Text>
              <Text size="xs" c="dimmed" style={NUM}>
                {c.balance} {money(l.balance)}
              </Text>
            </Stack>
          </Group>
        </Card>
      )}
    />
  );
}
