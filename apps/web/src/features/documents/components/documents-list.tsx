// The library: tabs subidos (every document, the default) and enlaces (links only), a search by
// name and a tag filter kept in the URL, 10 a page, newest first. A table on a desktop, cards on a
// phone.
import { Badge, Button, Card, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import type { LibraryDocument } from '@portal/contracts';
import { IconFileText, IconLink, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pageCount } from '../../../components/list/list-footer';
import { type ListColumn, ListView } from '../../../components/list/list-view';
import { ListFilters } from '../../../components/ui/list-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { useListUrlState } from '../../../lib/url-state/use-list-url-state';
import { displayDate } from '../../../lib/format';
import { useCompact } from '../../../components/ui/use-compact';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useDocumentTags, useDocuments } from '../api/documents';
import { DOCS_MSG, EXT_LABELS } from '../messages';
import {
  DOCUMENTS_URL,
  type DocumentsUrl,
  hasFilters,
  searchBy,
  TABS,
  type Tab,
} from '../utils/documents-url';
import { DocumentActions } from './document-actions';

const NEW_TO = '/documentos?seccion=nuevo';

export function DocumentsList() {
  const url = useListUrlState(DOCUMENTS_URL);
  const view = url.value;
  const compact = useCompact();
  const { canWrite } = useCurrentBusiness();
  const tags = useDocumentTags();
  const update = (next: Partial<DocumentsUrl>) => url.set(next);

  const list = useDocuments(view.page, searchBy(view));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = pageCount(total, pageSize);
  const filtered = hasFilters(view);
  const tagOptions = (tags.data?.tags ?? []).map((t) => ({ value: t.name, label: `${t.name} (${t.count})` }));
  const links = view.tab === 'enlaces';

  const newButton = canWrite ? (
    <Button
      component={Link}
      to={NEW_TO}
      leftSection={<IconPlus size={16} aria-hidden />}
      data-testid="documents-new"
    >
      {DOCS_MSG.newDocument}
    </Button>
  ) : null;

  const columns: ListColumn<LibraryDocument>[] = [
    {
      key: 'name',
      header: DOCS_MSG.columns.name,
      td: () => ({ maw: 340 }),
      cell: (d) => (
        <Text size="sm" fw={500} lineClamp={2} data-testid="document-name">
          {d.name}
        </Text>
      ),
    },
    {
      key: 'type',
      header: DOCS_MSG.columns.type,
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
      cell: kindLabel,
    },
    { key: 'tags', header: DOCS_MSG.columns.tags, cell: (d) => <TagList tags={d.tags} /> },
    {
      key: 'date',
      header: DOCS_MSG.columns.date,
      td: () => ({ style: { whiteSpace: 'nowrap' } }),
      cell: (d) => displayDate(d.created_at.slice(0, 10)),
    },
    {
      key: 'actions',
      header: DOCS_MSG.columns.actions,
      style: { textAlign: 'right' },
      cell: (d) => <DocumentActions doc={d} canWrite={canWrite} />,
    },
  ];

  const body = (
    <ListView
      query={list}
      rows={data?.data}
      rowKey={(d) => d.id}
      compact={compact}
      live
      nativeScroll
      loadingHeight={320}
      loadingTestId="documents-loading"
      errorMessage={DOCS_MSG.loadError}
      emptyTestId="documents-empty"
      empty={{
        icon: links ? <IconLink size={26} aria-hidden /> : <IconFileText size={26} aria-hidden />,
        title: filtered ? DOCS_MSG.emptyFiltered : links ? DOCS_MSG.emptyLinksTitle : DOCS_MSG.emptyTitle,
        description: filtered
          ? undefined
          : links
            ? DOCS_MSG.emptyLinksDescription
            : DOCS_MSG.emptyDescription,
        action: filtered ? (
          <Button variant="default" mt="sm" onClick={() => url.reset({ tab: view.tab })}>
            {DOCS_MSG.clearFilters}
          </Button>
        ) : (
          newButton
        ),
      }}
      testId="documents-list"
      caption={DOCS_MSG.caption}
      columns={columns}
      row={(d) => ({ testId: 'document-row', data: { 'data-document-id': d.id } })}
      card={(d) => (
        <Card withBorder padding="sm" data-testid="document-row" data-document-id={d.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={2} data-testid="document-name">
                {d.name}
              </Text>
              <Text size="xs" c="dimmed">
                {kindLabel(d)} · {displayDate(d.created_at.slice(0, 10))}
              </Text>
              <TagList tags={d.tags} />
            </Stack>
            <DocumentActions doc={d} canWrite={canWrite} />
          </Group>
        </Card>
      )}
      footer={{
        summary: DOCS_MSG.page((view.page - 1) * pageSize + 1, Math.min(total, view.page * pageSize), total),
        summaryTestId: 'documents-page-info',
        page: view.page,
        pages,
        onPage: (page) => url.set({ page }),
      }}
    />
  );

  return (
    <Stack gap="md" data-testid="documents-page">
      <PageHeader title={DOCS_MSG.title} description={DOCS_MSG.description} actions={newButton} />
      <Tabs value={view.tab} onChange={(t) => t && update({ tab: t as Tab })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} data-testid={`documents-tab-${t}`}>
              {DOCS_MSG.tabs[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListFilters
        search={{
          label: DOCS_MSG.search,
          placeholder: DOCS_MSG.searchPlaceholder,
          value: url.search.value,
          onChange: url.search.onChange,
          maxLength: 120,
          testId: 'documents-search',
        }}
        compact={compact}
        moreLabel={DOCS_MSG.more(view.tag ? 1 : 0)}
        moreCount={view.tag ? 1 : 0}
        id="documents-more-filters"
        testId="documents-filters"
      >
        <Select
          label={DOCS_MSG.tag}
          placeholder={DOCS_MSG.allTags}
          data={tagOptions}
          value={view.tag || null}
          onChange={(v) => update({ tag: v ?? undefined })}
          clearable
          searchable
          nothingFoundMessage={DOCS_MSG.noTags}
          style={{ flex: '0 1 320px', minWidth: 200 }}
          data-testid="documents-tag-filter"
        />
      </ListFilters>
      {body}
    </Stack>
  );
}

function kindLabel(d: LibraryDocument): string {
  return d.ext_name ? `${EXT_LABELS[d.ext_name]} (.${d.ext_name})` : DOCS_MSG.link;
}

function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {DOCS_MSG.noTags}
      </Text>
    );
  return (
    <Group gap={4} data-testid="document-tags">
      {tags.map((t) => (
        <Badge key={t} variant="light" color="blue" size="sm" tt="none">
          {t}
        </Badge>
      ))}
    </Group>
  );
}
