// The documents behind one line of the proposal, 10 a page: a table on a wide screen, cards on a phone
// (the list kit's rows and footer; the page stays with the open line, not in the URL).
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { F29Line } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { useState } from 'react';
import { ListFooter, pageCount } from '../../../components/list/list-footer';
import { ListRows } from '../../../components/list/list-view';
import { LoadError } from '../../../components/ui/states';
import { displayDate, displayRut } from '../../../lib/format';
import { useF29LineDocuments } from '../api/proposal';
import { F29_MSG } from '../messages';

const NUM = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function LineDocuments({
  year,
  month,
  code,
  label,
  compact,
}: {
  year: number;
  month: number;
  code: F29Line['code'];
  label: string;
  compact: boolean;
}) {
  const [page, setPage] = useState(1);
  const q = useF29LineDocuments(year, month, code, page, true);
  if (q.isPending) return <Skeleton height={120} data-testid="f29-documents-loading" />;
  if (q.isError && !q.data)
    return <LoadError message={F29_MSG.documentsError} onRetry={() => q.refetch()} retrying={q.isFetching} />;
  const data = q.data;
  if (!data) return null;
  if (data.derived)
    return (
      <Text size="sm" c="dimmed" data-testid="f29-documents-derived">
        {F29_MSG.derived}
      </Text>
    );
  if (data.meta.total_elements === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="f29-documents-empty">
        {F29_MSG.noDocuments}
      </Text>
    );
  const pages = pageCount(data.meta.total_elements, data.meta.page_size);
  const c = F29_MSG.docColumns;
  return (
    <Stack gap="xs" data-testid="f29-documents" aria-busy={q.isFetching}>
      <Text size="sm" fw={600}>
        {F29_MSG.documents} · {F29_MSG.documentsCount(data.meta.total_elements)}
      </Text>
      <ListRows
        rows={data.documents}
        rowKey={(d) => `${d.kind}-${d.id}`}
        compact={compact}
        testId="f29-documents-rows"
        caption={`${F29_MSG.documents}: ${label}`}
        minWidth={560}
        nativeScroll
        row={() => ({ testId: 'f29-document' })}
        columns={[
          { key: 'type', header: c.type, cell: (d) => d.doc_type_name },
          { key: 'folio', header: c.folio, cell: (d) => d.folio },
          {
            key: 'date',
            header: c.date,
            cell: (d) => displayDate(d.issue_date),
            td: () => ({ style: { whiteSpace: 'nowrap' } }),
          },
          {
            key: 'counterpart',
            header: c.counterpart,
            cell: (d) => (
              <>
                {d.counterpart_name}{' '}
                <Text span size="xs" c="dimmed">
                  {displayRut(d.counterpart_rut)}
                </Text>
              </>
            ),
          },
          {
            key: 'amount',
            header: c.amount,
            align: 'right',
            style: NUM,
            cell: (d) => formatCLP(d.amount),
            td: () => ({ style: NUM }),
          },
        ]}
        card={(d) => (
          <Card withBorder padding="xs" data-testid="f29-document">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate>
                {d.doc_type_name}
              </Text>
              <Text size="sm" fw={600} style={NUM}>
                {formatCLP(d.amount)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              N° {d.folio} · {displayDate(d.issue_date)}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {d.counterpart_name} · {displayRut(d.counterpart_rut)}
            </Text>
          </Card>
        )}
      />
      {pages > 1 ? (
        <nav aria-label={F29_MSG.page}>
          <ListFooter page={page} pages={pages} onPage={setPage} compact={compact} />
        </nav>
      ) : null}
    </Stack>
  );
}
