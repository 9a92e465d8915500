// The library: tabs subidos (every document, the default) and enlaces (links only), a search by
// name and a tag filter kept in the URL, 10 a page, newest first. A table on a desktop, cards on a
// phone.
import { Badge, Button, Card, Group, Select, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LibraryDocument } from '@portal/contracts';
import { IconFileText, IconLink, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HiddenCaption } from '../../../components/ui/hidden-caption';
import { ListFilters } from '../../../components/ui/list-filters';
import { ListPagination } from '../../../components/ui/list-pagination';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { displayDate } from '../../../lib/format';
import { useCompact } from '../../accounting/components/report-layout';
import { useCurrentBusiness } from '../../businesses/hooks/use-current-business';
import { useDocumentTags, useDocuments } from '../api/documents';
import { DOCS_MSG, EXT_LABELS } from '../messages';
import {
  type DocumentsView,
  TABS,
  type Tab,
  hasFilters,
  readView,
  searchBy,
  writeView,
} from '../utils/filters';
import { DocumentActions } from './document-actions';

const NEW_TO = '/documentos?seccion=nuevo';

export function DocumentsList() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const [typed, setTyped] = useState(view.search);
  const [search] = useDebouncedValue(typed, 350);
  const compact = useCompact();
  const { canWrite } = useCurrentBusiness();
  const tags = useDocumentTags();

  const write = (v: DocumentsView) => setParams(writeView(v), { replace: true });
  const update = (next: Partial<DocumentsView>) => write({ ...view, page: 1, ...next });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new debounced value writes
  useEffect(() => {
    if (search.trim() !== view.search.trim()) update({ search });
  }, [search]);

  const list = useDocuments(view.page, searchBy(view));
  const data = list.data;
  const total = data?.meta.total_elements ?? 0;
  const pageSize = data?.meta.page_size ?? 10;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const filtered = hasFilters(view);
  const tagOptions = (tags.data?.tags ?? []).map((t) => ({ value: t.name, label: `${t.name} (${t.count})` }));

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

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={320} radius="md" data-testid="documents-loading" />;
  else if (list.isError && !data)
    body = (
      <LoadError message={DOCS_MSG.loadError} onRetry={() => list.refetch()} retrying={list.isFetching} />
    );
  else if (data && data.data.length === 0) {
    const links = view.tab === 'enlaces';
    body = (
      <Card withBorder data-testid="documents-empty">
        <EmptyState
          icon={links ? <IconLink size={26} aria-hidden /> : <IconFileText size={26} aria-hidden />}
          title={filtered ? DOCS_MSG.emptyFiltered : links ? DOCS_MSG.emptyLinksTitle : DOCS_MSG.emptyTitle}
          description={
            filtered ? undefined : links ? DOCS_MSG.emptyLinksDescription : DOCS_MSG.emptyDescription
          }
          action={
            filtered ? (
              <Button
                variant="default"
                mt="sm"
                onClick={() => {
                  setTyped('');
                  update({ search: '', tag: '' });
                }}
              >
                {DOCS_MSG.clearFilters}
              </Button>
            ) : (
              newButton
            )
          }
        />
      </Card>
    );
  } else if (data && compact)
    body = (
      <Stack gap="sm" data-testid="documents-list">
        {data.data.map((d) => (
          <Card key={d.id} withBorder padding="sm" data-testid="document-row" data-document-id={d.id}>
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
        ))}
      </Stack>
    );
  else if (data)
    body = (
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={720} type="native">
          <Table highlightOnHover verticalSpacing="sm" data-testid="documents-list">
            <HiddenCaption>{DOCS_MSG.caption}</HiddenCaption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{DOCS_MSG.columns.name}</Table.Th>
                <Table.Th scope="col">{DOCS_MSG.columns.type}</Table.Th>
                <Table.Th scope="col">{DOCS_MSG.columns.tags}</Table.Th>
                <Table.Th scope="col">{DOCS_MSG.columns.date}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {DOCS_MSG.columns.actions}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((d) => (
                <Table.Tr key={d.id} data-testid="document-row" data-document-id={d.id}>
                  <Table.Td maw={340}>
                    <Text size="sm" fw={500} lineClamp={2} data-testid="document-name">
                      {d.name}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{kindLabel(d)}</Table.Td>
                  <Table.Td>
                    <TagList tags={d.tags} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {displayDate(d.created_at.slice(0, 10))}
                  </Table.Td>
                  <Table.Td>
                    <DocumentActions doc={d} canWrite={canWrite} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
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
          value: typed,
          onChange: setTyped,
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
          onChange={(v) => update({ tag: v ?? '' })}
          clearable
          searchable
          nothingFoundMessage={DOCS_MSG.noTags}
          style={{ flex: '0 1 320px', minWidth: 200 }}
          data-testid="documents-tag-filter"
        />
      </ListFilters>
      <div aria-live="polite" aria-busy={list.isFetching}>
        {body}
      </div>
      {data && total > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="documents-page-info">
            {DOCS_MSG.page((view.page - 1) * pageSize + 1, Math.min(total, view.page * pageSize), total)}
          </Text>
          {pages > 1 ? (
            <ListPagination
              total={pages}
              value={view.page}
              onChange={(page) => write({ ...view, page })}
              compact={compact}
            />
          ) : null}
        </Group>
      ) : null}
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
