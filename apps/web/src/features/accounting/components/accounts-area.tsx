// /contabilidad/cuentas-{product}s/*: the chart (listado) and one account's page, found by its code
// (…/codigo/1110, through GET show_by_code) or by its name (…/nombre/Clientes, matched in the chart,
// any case). The bare path goes to the list; any other path is not found.
import { Anchor, Button, Card, Group, Skeleton, Stack } from '@mantine/core';
import { ACCOUNT_TYPE_LABELS, type Account } from '@portal/contracts';
import { IconArrowLeft, IconBook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { InfoList } from '../../../components/ui/info-list';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useAccountByCode, useChart } from '../api/accounting';
import { ACCOUNT_MSG, CHART_MSG } from '../messages';
import { accountLabel, findByLabel, ledgerPath } from '../utils/chart';
import { ActiveSwitch, ClassificationSwitch, RenameDeleteButtons } from './account-actions';
import { ChartPage } from './chart-page';

/** What the splat after cuentas-{product}/ asks for. */
export function parseAccountsPath(
  splat: string,
): { kind: 'list' } | { kind: 'code'; code: string } | { kind: 'label'; label: string } | { kind: 'none' } {
  const parts = splat.split('/').filter(Boolean);
  if (parts.length === 0) return { kind: 'none' };
  if (parts.length === 1 && parts[0] === 'listado') return { kind: 'list' };
  if (parts.length === 2 && parts[0] === 'codigo' && /^[0-9]{1,10}$/.test(parts[1]))
    return { kind: 'code', code: parts[1] };
  if (parts.length === 2 && parts[0] === 'nombre') {
    try {
      return { kind: 'label', label: decodeURIComponent(parts[1]) };
    } catch {
      return { kind: 'label', label: parts[1] };
    }
  }
  return { kind: 'none' };
}

export function AccountsArea() {
  const params = useParams();
  // The router matches the catalog's 'cuentas-:product' as a whole segment (shared/route-table.ts).
  const product = /\/cuentas-([^/]+)/.exec(useLocation().pathname)?.[1] ?? 'contables';
  const route = parseAccountsPath(params['*'] ?? '');
  if (route.kind === 'none')
    return (params['*'] ?? '').replace(/\//g, '') === '' ? (
      <Navigate to={`/contabilidad/cuentas-${product}/listado`} replace />
    ) : (
      <Navigate to="/not-found" replace />
    );
  if (route.kind === 'list') return <ChartPage product={product} />;
  if (route.kind === 'code') return <AccountByCode code={route.code} product={product} />;
  return <AccountByLabel label={route.label} product={product} />;
}

function AccountByCode({ code, product }: { code: string; product: string }) {
  const q = useAccountByCode(code);
  return (
    <AccountFrame product={product}>
      {q.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : isApiError(q.error, 404) ? (
        <LoadError message={ACCOUNT_MSG.notFound} />
      ) : q.isError || !q.data ? (
        <LoadError message={ACCOUNT_MSG.loadError} onRetry={() => q.refetch()} retrying={q.isFetching} />
      ) : (
        <AccountCard a={q.data.account} product={product} />
      )}
    </AccountFrame>
  );
}

function AccountByLabel({ label, product }: { label: string; product: string }) {
  const chart = useChart();
  const found = chart.data ? findByLabel(chart.data.accounts, label) : null;
  return (
    <AccountFrame product={product}>
      {chart.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : chart.isError ? (
        <LoadError
          message={ACCOUNT_MSG.loadError}
          onRetry={() => chart.refetch()}
          retrying={chart.isFetching}
        />
      ) : found ? (
        <AccountCard a={found} product={product} />
      ) : (
        <LoadError message={ACCOUNT_MSG.notFound} />
      )}
    </AccountFrame>
  );
}

function AccountFrame({ product, children }: { product: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={760} data-testid="account-page">
      <Group>
        <Anchor component={Link} to={`/contabilidad/cuentas-${product}/listado`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {ACCOUNT_MSG.back}
          </Group>
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
}

function AccountCard({ a, product }: { a: Account; product: string }) {
  const { canWrite } = useCurrentBusiness();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={accountLabel(a)}
        description={ACCOUNT_TYPE_LABELS[a.account_type]}
        actions={
          <Button component={Link} to={ledgerPath(a.id)} leftSection={<IconBook size={16} aria-hidden />}>
            {ACCOUNT_MSG.ledger}
          </Button>
        }
      />
      <Card withBorder>
        <InfoList
          cols={{ base: 1, sm: 2 }}
          items={[
            { label: ACCOUNT_MSG.code, value: a.account_number },
            { label: ACCOUNT_MSG.name, value: a.name },
            { label: ACCOUNT_MSG.type, value: ACCOUNT_TYPE_LABELS[a.account_type] },
            {
              label: ACCOUNT_MSG.role,
              value: a.role !== null ? ACCOUNT_MSG.roleAutomatic : ACCOUNT_MSG.roleManual,
            },
            {
              label: ACCOUNT_MSG.classification,
              value: canWrite ? (
                <ClassificationSwitch a={a} />
              ) : a.classification ? (
                ACCOUNT_MSG.yes
              ) : (
                ACCOUNT_MSG.no
              ),
            },
            {
              label: ACCOUNT_MSG.state,
              value: canWrite ? <ActiveSwitch a={a} /> : a.active ? ACCOUNT_MSG.active : ACCOUNT_MSG.inactive,
            },
            {
              label: ACCOUNT_MSG.movements,
              value: a.has_movements ? ACCOUNT_MSG.withMovements : ACCOUNT_MSG.withoutMovements,
            },
            ...(canWrite
              ? [
                  {
                    label: CHART_MSG.columns.actions,
                    value: (
                      <Group>
                        <RenameDeleteButtons
                          a={a}
                          onDeleted={() => navigate(`/contabilidad/cuentas-${product}/listado`)}
                        />
                      </Group>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
    </>
  );
}
