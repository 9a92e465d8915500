// The frame of a report screen: title, business, range, downloads, then loading / error / empty / body.
import { Anchor, Card, Group, Skeleton, Stack } from '@mantine/core';
import type { Period } from '@portal/domain';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompact } from '../../../components/ui/use-compact';
import { EmptyState, LoadError } from '../../../components/ui/states';
import type { DownloadableReport } from '../api/accounting';
import { REPORT_MSG } from '../messages';
import type { MonthRange } from '../utils/periods';
import { BusinessLine, DownloadButtons, RangePicker } from './report-controls';
type Query = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export function ReportLayout({
  title,
  description,
  header,
  range,
  current,
  onRange,
  download,
  extraControls,
  query,
  hasData,
  empty,
  loadError,
  children,
  testId,
}: {
  title: string;
  description: string;
  header?: { business_name: string; business_rut: string };
  range: MonthRange;
  current: Period;
  onRange: (r: MonthRange) => void;
  /** Null until the report can be downloaded (the ledger before an account is chosen). */
  download: DownloadableReport | null;
  extraControls?: ReactNode;
  query: Query | null;
  hasData: boolean;
  empty: boolean;
  loadError: string;
  children: ReactNode;
  testId: string;
}) {
  const compact = useCompact();
  let body: ReactNode;
  // No query (nothing chosen yet): the screen's own prompt.
  if (query === null) body = children;
  else if (query.isPending) body = <Skeleton height={320} radius="md" data-testid="report-loading" />;
  else if (query.isError && !hasData)
    body = <LoadError message={loadError} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (empty) body = <ReportEmpty />;
  else body = children;
  return (
    <Stack gap="md" data-testid={testId}>
      <PageHeader
        title={title}
        description={
          <>
            {description}
            {header ? <BusinessLine header={header} /> : null}
          </>
        }
        actions={<DownloadButtons report={download} disabled={!hasData || empty} compact={compact} />}
      />
      <Group gap="sm" align="flex-end" wrap="wrap" mt={-8}>
        {extraControls}
        <RangePicker range={range} current={current} onChange={onRange} compact={compact} />
      </Group>
      <div aria-live="polite" aria-busy={query?.isFetching ?? false}>
        {body}
      </div>
    </Stack>
  );
}

export function ReportEmpty() {
  return (
    <Card withBorder>
      <EmptyState
        icon={<IconReportAnalytics size={26} aria-hidden />}
        title={REPORT_MSG.empty}
        description={REPORT_MSG.emptyHint}
        action={
          <Anchor component={Link} to="/compras-y-ventas/mis-ventas" size="sm">
            {REPORT_MSG.goImport}
          </Anchor>
        }
      />
    </Card>
  );
}
