// /iva/mis-f29: the business's F29 documents. `sections` come first and are the place for the F29
// proposal (its PDF, from its own area); then the F29s uploaded here (type_document liquidation),
// 10 a page, each viewable and deletable after a confirmation.
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type VatDocument, vatReportEndpoints as ep } from '@portal/contracts';
import { periodLabel, toPeriod } from '@portal/domain';
import { IconEye, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { pageCount } from '../../../components/list/list-footer';
import { ListView } from '../../../components/list/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { callFile } from '../../../lib/api-client';
import { displayDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { getBusinessId } from '../../../lib/session';
import { useCompact } from '../../../components/ui/use-compact';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { useDeleteVatDocument, useVatDocuments } from '../api/vat-report';
import { MY_F29_MSG } from '../messages';
import { F29_DOCUMENTS_URL } from '../utils/history-url';
import { UploadF29Modal } from './upload-f29-modal';

const PAGE_SIZE = 10;
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
  const url = useListUrlState(F29_DOCUMENTS_URL);
  const page = url.value.page;
  const compact = useCompact();
  const [uploading, setUploading] = useState(false);
  const list = useVatDocuments('liquidation', page);
  const remove = useDeleteVatDocument();
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;

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
      <ListView
        query={list}
        rows={data?.data}
        rowKey={(d) => d.id}
        compact={compact}
        errorMessage={MY_F29_MSG.loadError}
        loadingHeight={240}
        empty={{ title: MY_F29_MSG.emptyTitle, description: MY_F29_MSG.emptyDescription }}
        testId="f29-list"
        caption={MY_F29_MSG.caption}
        minWidth={560}
        nativeScroll
        row={() => ({ testId: 'f29-row' })}
        columns={[
          { key: 'period', header: MY_F29_MSG.columns.period, cell: month, td: () => ({ fw: 600 }) },
          {
            key: 'name',
            header: MY_F29_MSG.columns.name,
            cell: (d) => (
              <Text size="sm" truncate>
                {d.name}
              </Text>
            ),
            td: () => ({ maw: 320 }),
          },
          { key: 'uploaded', header: MY_F29_MSG.columns.uploadedAt, cell: (d) => displayDate(d.created_at) },
          { key: 'actions', header: MY_F29_MSG.columns.actions, cell: actions },
        ]}
        card={(d) => (
          <Card withBorder padding="sm" data-testid="f29-row">
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
        )}
        footer={{
          summary: MY_F29_MSG.page((page - 1) * PAGE_SIZE + 1, Math.min(page * PAGE_SIZE, total), total),
          page,
          pages: pageCount(total, PAGE_SIZE),
          onPage: (p) => url.set({ page: p }, { replace: true }),
        }}
      />
      <UploadF29Modal opened={uploading} onClose={() => setUploading(false)} />
    </Stack>
  );
}
