// /iva/mis-f29: the business's F29 documents. `sections` come first and are the place for the F29
// proposal (its PDF, from its own area); then the F29s uploaded here (type_document liquidation),
// 10 a page, each viewable and deletable after a confirmation.
import { ActionIcon, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type VatDocument, vatReportEndpoints as ep } from '@portal/contracts';
import { periodLabel, toPeriod } from '@portal/domain';
import { IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { callFile } from '../../../lib/api-client';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getBusinessId } from '../../../lib/session';
import { useCompact } from '../../accounting/components/report-layout';
import { useDeleteVatDocument, useVatDocuments } from '../api/vat-report';
import { MY_F29_MSG } from '../messages';
import { UploadF29Modal } from './upload-f29-modal';

const month = (d: VatDocument) => periodLabel(toPeriod(d.accounting_year, d.accounting_month));

/** Opens a document's bytes (fetched with the session headers) in a new tab. */
async function view(d: VatDocument) {
  const tab = window.open('', '_blank');
  try {
    const blob = await callFile(
      ep.downloadDocument,
      { params: { id: d.id } },
      { businessId: getBusinessId() },
    );
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    tab?.close();
    notifyError(e);
  }
}

export function MyF29Page({ sections }: { sections?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const compact = useCompact();
  const [uploading, setUploading] = useState(false);
  const list = useVatDocuments('liquidation', page);
  const remove = useDeleteVatDocument();
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pages = Math.max(1, Math.ceil(total / 10));

  const confirmDelete = (d: VatDocument) =>
    modals.openConfirmModal({
      title: MY_F29_MSG.confirmDeleteTitle,
      children: <Text size="sm">{MY_F29_MSG.confirmDelete(d.name, month(d))}</Text>,
      labels: { confirm: MY_F29_MSG.remove, cancel: MY_F29_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: () =>
        remove.mutate(d.id, {
          onSuccess: () => notifySuccess(MY_F29_MSG.deleted_ok),
          onError: (e) => notifyError(e, MY_F29_MSG.deleteError),
        }),
    });
  const actions = (d: VatDocument) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={MY_F29_MSG.viewAria(d.name)} onClick={() => view(d)}>
        <IconEye size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={MY_F29_MSG.deleteAria(d.name)}
        onClick={() => confirmDelete(d)}
        data-testid="delete-f29"
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={240} radius="md" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={MY_F29_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0)
    body = (
      <Card withBorder>
        <EmptyState title={MY_F29_MSG.emptyTitle} description={MY_F29_MSG.emptyDescription} />
      </Card>
    );
  else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="f29-list">
        {data.data.map((d) => (
          <Card key={d.id} withBorder padding="sm" data-testid="f29-row">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{month(d)}</Text>
                <Text size="xs" c="dimmed" truncate>
                  {d.name} · {displayDate(d.created_at)}
                </Text>
              </Stack>
              {actions(d)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="sm" data-testid="f29-list">
            <HiddenCaption>{MY_F29_MSG.caption}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{MY_F29_MSG.columns.period}</Table.Th>
                <Table.Th scope="col">{MY_F29_MSG.columns.name}</Table.Th>
                <Table.Th scope="col">{MY_F29_MSG.columns.uploadedAt}</Table.Th>
                <Table.Th scope="col">{MY_F29_MSG.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((d) => (
                <Table.Tr key={d.id} data-testid="f29-row">
                  <Table.Td fw={600}>{month(d)}</Table.Td>
                  <Table.Td maw={320}>
                    <Text size="sm" truncate>
                      {d.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{displayDate(d.created_at)}</Table.Td>
                  <Table.Td>{actions(d)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={MY_F29_MSG.title}
        description={MY_F29_MSG.description}
        actions={
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setUploading(true)}
            data-testid="upload-f29"
          >
            {MY_F29_MSG.upload}
          </Button>
        }
      />
      {sections}
      <Title order={2} fz="lg">
        {MY_F29_MSG.uploaded}
      </Title>
      {body}
      {total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {MY_F29_MSG.page((page - 1) * 10 + 1, Math.min(page * 10, total), total)}
          </Text>
          {pages > 1 && (
            <ListPagination
              total={pages}
              value={page}
              onChange={(p) => setParams({ pagina: String(p) }, { replace: true })}
              compact={compact}
            />
          )}
        </Group>
      )}
      <UploadF29Modal opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
