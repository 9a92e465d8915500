// …/entrada-dinero, …/salida-dinero: the templates of that direction (name and description); one
// leads to its data (…/completar-datos?plantilla=<id>).
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { useTemplatesOf } from '../api/entries';
import { NEW_MSG, TEMPLATES_MSG } from '../messages';
import { DIRECTION_SEGMENT, type Direction, entriesBase } from '../utils/wizard';
import { BackLink, ChoiceCard } from './choice-card';

export function TemplatesPage({ product, direction }: { product: string; direction: Direction }) {
  const q = useTemplatesOf(direction);
  const base = entriesBase(product);
  let body: ReactNode;
  if (q.isPending) body = <Skeleton height={240} radius="md" />;
  else if (q.isError)
    body = (
      <LoadError message={TEMPLATES_MSG.loadError} onRetry={() => q.refetch()} retrying={q.isFetching} />
    );
  else if (q.templates.length === 0)
    body = (
      <Card withBorder>
        <EmptyState title={TEMPLATES_MSG.empty} />
      </Card>
    );
  else
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="template-list">
        {q.templates.map((t) => (
          <ChoiceCard
            key={t.id}
            to={`${base}/${DIRECTION_SEGMENT[direction]}/completar-datos?plantilla=${t.id}`}
            title={t.name}
            hint={t.description}
            label={TEMPLATES_MSG.choose(t.name)}
            testId="template-choice"
          />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="md" maw={960} data-testid="entries-templates-page">
      <BackLink to={`${base}/nuevo-registro`}>{NEW_MSG.backToNew}</BackLink>
      <PageHeader title={TEMPLATES_MSG.title[direction]} description={TEMPLATES_MSG.description} />
      {body}
    </Stack>
  );
}
