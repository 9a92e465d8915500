// /contabilidad/cuentas-{product}s/listado: the chart of accounts grouped by type (Activo, Pasivo,
// Patrimonio, Ingresos, Costos y gastos), each account with its code, name, whether the automatic
// entries use it, its switches and a link to its ledger; above them, the books' closing date
// (closing-card). Writers add, rename, switch and delete accounts; the other roles read it.
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Account, CreateAccountBody } from '@portal/contracts';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { VISUALLY_HIDDEN } from '../../../components/ui/hidden-caption';
import { PageHeader } from '../../../components/ui/page-header';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { LoadError } from '../../../components/ui/states';
import { answeredMessage } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useChart, useCreateAccount } from '../api/accounting';
import { CHART_MSG } from '../messages';
import { type AccountGroup, accountLabel, accountPath, groupByType, ledgerPath } from '../utils/chart';
import { ActiveSwitch, ClassificationSwitch, RenameDeleteButtons } from './account-actions';
import { AccountForm } from './account-form';
import { ClosingCard } from './closing-card';
import { useCompact } from '../../../components/ui/use-compact';

export function ChartPage({ product }: { product: string }) {
  const chart = useChart();
  const { canWrite } = useCurrentBusiness();
  const compact = useCompact();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAccount();

  const submit = (body: CreateAccountBody) =>
    create.mutate(body, {
      onSuccess: () => {
        setAdding(false);
        notifySuccess(CHART_MSG.created);
      },
      onError: (err) => setError(answeredMessage(err, CHART_MSG.writeError)),
    });

  let body: ReactNode;
  if (chart.isPending) body = <Skeleton height={420} radius="md" />;
  else if (chart.isError && !chart.data)
    body = (
      <LoadError message={CHART_MSG.loadError} onRetry={() => chart.refetch()} retrying={chart.isFetching} />
    );
  else
    body = (
      <Stack gap="lg" data-testid="chart-groups">
        {groupByType(chart.data?.accounts ?? []).map((g) => (
          <GroupCard key={g.type} group={g} product={product} canWrite={canWrite} compact={compact} />
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="chart-page">
      <PageHeader
        title={CHART_MSG.title}
        description={canWrite ? CHART_MSG.description : `${CHART_MSG.description} ${CHART_MSG.readOnly}`}
        actions={
          canWrite ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                setError(null);
                setAdding(true);
              }}
              data-testid="chart-add"
            >
              {CHART_MSG.add}
            </Button>
          ) : undefined
        }
      />
      <ClosingCard canWrite={canWrite} />
      {body}
      {canWrite ? (
        <SheetModal opened={adding} onClose={() => setAdding(false)} title={CHART_MSG.addTitle} width={520}>
          <AccountForm
            saving={create.isPending}
            error={error}
            onSubmit={submit}
            onCancel={() => setAdding(false)}
          />
        </SheetModal>
      ) : null}
    </Stack>
  );
}

function Badges({ a }: { a: Account }) {
  return (
    <>
      {a.role !== null ? (
        <Badge variant="light" color="blue" size="sm" title={CHART_MSG.automaticHint}>
          {CHART_MSG.automatic}
        </Badge>
      ) : null}
      {!a.active ? (
        <Badge variant="light" color="gray" size="sm">
          {CHART_MSG.inactive}
        </Badge>
      ) : null}
    </>
  );
}

function NameLink({ a, product }: { a: Account; product: string }) {
  return (
    <Anchor
      component={Link}
      to={accountPath(product, a.account_number)}
      size="sm"
      fw={500}
      aria-label={CHART_MSG.open(accountLabel(a))}
    >
      {a.name}
    </Anchor>
  );
}

function LedgerLink({ a }: { a: Account }) {
  return (
    <Anchor
      component={Link}
      to={ledgerPath(a.id)}
      size="sm"
      aria-label={CHART_MSG.ledgerLabel(accountLabel(a))}
      data-testid="chart-ledger"
    >
      <Group gap={4} wrap="nowrap">
        <IconBook size={16} aria-hidden />
        {CHART_MSG.ledger}
      </Group>
    </Anchor>
  );
}

function GroupCard({
  group,
  product,
  canWrite,
  compact,
}: {
  group: AccountGroup<Account>;
  product: string;
  canWrite: boolean;
  compact: boolean;
}) {
  const c = CHART_MSG.columns;
  const titleId = `chart-group-${group.type}`;
  return (
    <Card
      withBorder
      padding={0}
      data-testid="chart-group"
      data-type={group.type}
      aria-labelledby={titleId}
      component="section"
    >
      <Group justify="space-between" px="md" py="sm" bg="gray.0">
        <Title order={2} fz="md" id={titleId}>
          {group.label}
        </Title>
        <Text size="sm" c="dimmed">
          {CHART_MSG.count(group.accounts.length)}
        </Text>
      </Group>
      {compact ? (
        <Stack gap={0}>
          {group.accounts.map((a) => (
            <Stack
              key={a.id}
              gap={6}
              px="md"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="chart-row"
              data-code={a.account_number}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {a.account_number}
                    </Text>
                    <NameLink a={a} product={product} />
                  </Group>
                  <Group gap={4}>
                    <Badges a={a} />
                  </Group>
                </Stack>
                {canWrite ? <RenameDeleteButtons a={a} /> : null}
              </Group>
              {canWrite ? (
                <Group gap="md" wrap="wrap">
                  <ClassificationSwitch a={a} withLabel />
                  <ActiveSwitch a={a} withLabel />
                </Group>
              ) : null}
              <LedgerLink a={a} />
            </Stack>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" fz="sm" data-testid="chart-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={110}>
                {c.code}
              </Table.Th>
              <Table.Th scope="col">{c.name}</Table.Th>
              {canWrite ? (
                <>
                  <Table.Th scope="col" w={190}>
                    {c.classification}
                  </Table.Th>
                  <Table.Th scope="col" w={80}>
                    {c.active}
                  </Table.Th>
                </>
              ) : null}
              <Table.Th scope="col" w={150}>
                {c.ledger}
              </Table.Th>
              {canWrite ? (
                <Table.Th scope="col" w={90}>
                  <span style={VISUALLY_HIDDEN}>{c.actions}</span>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.accounts.map((a) => (
              <Table.Tr key={a.id} data-testid="chart-row" data-code={a.account_number}>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }} fw={600}>
                  {a.account_number}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <NameLink a={a} product={product} />
                    <Badges a={a} />
                  </Group>
                </Table.Td>
                {canWrite ? (
                  <>
                    <Table.Td>
                      <ClassificationSwitch a={a} />
                    </Table.Td>
                    <Table.Td>
                      <ActiveSwitch a={a} />
                    </Table.Td>
                  </>
                ) : null}
                <Table.Td>
                  <LedgerLink a={a} />
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <RenameDeleteButtons a={a} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
