// The documents behind one line of the proposal, 10 a page: a table on a wide screen, cards on a phone.
import { Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { F29Line } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { useState } from 'react';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListPagination } from '../../../components/ui/list-pagination';
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
  const pages = Math.ceil(data.meta.total_elements / data.meta.page_size);
  const c = F29_MSG.docColumns;
  return (
    <Stack gap="xs" data-testid="f29-documents" aria-busy={q.isFetching}>
      <Text size="sm" fw={600}>
        {F29_MSG.documents} · {F29_MSG.documentsCount(data.meta.total_elements)}
      </Text>
      {compact ? (
        <Stack gap={6}>
          {data.documents.map((d) => (
            <Card key={`${d.kind}-${d.id}`} withBorder padding="xs" data-testid="f29-document">
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
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table fz="sm" verticalSpacing={4} striped>
            <HiddenCaption>{`${F29_MSG.documents}: ${label}`}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{c.type}</Table.Th>
                <Table.Th scope="col">{c.folio}</Table.Th>
                <Table.Th scope="col">{c.date}</Table.Th>
                <Table.Th scope="col">{c.counterpart}</Table.Th>
                <Table.Th scope="col" style={NUM}>
                  {c.amount}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.documents.map((d) => (
                <Table.Tr key={`${d.kind}-${d.id}`} data-testid="f29-document">
                  <Table.Td>{d.doc_type_name}</Table.Td>
                  <Table.Td>{d.folio}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(d.issue_date)}</Table.Td>
                  <Table.Td>
                    {d.counterpart_name}{' '}
                    <Text span size="xs" c="dimmed">
                      {displayRut(d.counterpart_rut)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={NUM}>{formatCLP(d.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 ? (
        <nav aria-label={F29_MSG.page}>
          <ListPagination total={pages} value={page} onChange={setPage} compact={compact} />
        </nav>
      ) : null}
    </Stack>
  );
}
