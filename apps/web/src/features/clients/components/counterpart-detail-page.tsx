// /clientes-y-proveedores/mis-clientes/:client and /mis-proveedores/:provider: the figures, the
// editable data, the contacts, the link to the registry and (clients) the collection history.
import { ClientCollectionTimeline } from '../../collections';
import { Anchor, Button, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { InfoList } from '../../../components/ui/info-list';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, LoadError } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { displayDate, displayRut, displayText } from '../../../lib/format';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useCounterpart } from '../api/clients';
import { CLIENTS_MSG, type Kind, kindMsg } from '../messages';
import { ContactsSection } from './contacts-section';
import { CounterpartForm } from './counterpart-form';
import { FigureCards } from './figures';
import { listPath, registryPath } from './paths';

export function CounterpartDetailPage({ kind }: { kind: Kind }) {
  const m = kindMsg(kind);
  const params = useParams();
  const rut = decodeURIComponent((kind === 'client' ? params.client : params.provider) ?? '');
  const entity = useCounterpart(kind, rut);
  const { canWrite } = useCurrentBusiness();
  const [editing, setEditing] = useState(false);

  const back = (
    <Anchor component={Link} to={listPath(kind)} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {m.back}
      </Group>
    </Anchor>
  );

  if (entity.isPending) return <Skeleton height={480} radius="md" />;
  if (entity.isError && !entity.data) {
    return (
      <Stack gap="md">
        {back}
        {isApiError(entity.error, 404) || isApiError(entity.error, 400) ? (
          <Card withBorder>
            <EmptyState title={m.notFound} />
          </Card>
        ) : (
          <LoadError message={m.detailError} onRetry={() => entity.refetch()} retrying={entity.isFetching} />
        )}
      </Stack>
    );
  }
  const e = entity.data!;
  const f = CLIENTS_MSG.fields;

  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={e.business_name || displayRut(e.rut)}
        description={`${displayRut(e.rut)}${e.fantasyName ? ` · ${e.fantasyName}` : ''}`}
        actions={
          <Button
            component={Link}
            to={registryPath(kind, e.rut)}
            variant="light"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            data-testid="registry-link"
          >
            {m.registryLink}
          </Button>
        }
      />
      <FigureCards
        kind={kind}
        figures={{ total: e.total, open: e.open, overdue: e.total_overdue, next: e.next }}
      />
      <Card withBorder component="section" aria-labelledby="counterpart-data-title">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz={18} id="counterpart-data-title">
            {CLIENTS_MSG.dataTitle}
          </Title>
          {canWrite && !editing ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              data-testid="counterpart-edit"
            >
              {CLIENTS_MSG.edit}
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <CounterpartForm kind={kind} entity={e} onDone={() => setEditing(false)} />
        ) : (
          <div data-testid="counterpart-data">
            <InfoList
              cols={4}
              items={[
                { label: f.business_name, value: displayText(e.business_name), testId: 'data-business_name' },
                { label: f.fantasy_name, value: displayText(e.fantasyName), testId: 'data-fantasy_name' },
                { label: f.activity, value: displayText(e.activity), testId: 'data-activity' },
                { label: f.address, value: displayText(e.address), testId: 'data-address' },
                { label: f.commune, value: displayText(e.commune), testId: 'data-commune' },
                { label: f.days_to_pay, value: CLIENTS_MSG.days(e.daysToPay), testId: 'data-days_to_pay' },
                {
                  label: f.needs_buy_order,
                  value: e.needsBuyOrder ? CLIENTS_MSG.yes : CLIENTS_MSG.no,
                  testId: 'data-needs_buy_order',
                },
                {
                  label: CLIENTS_MSG.documentsLabel,
                  value: `${CLIENTS_MSG.documents(e.num_documents)} · ${CLIENTS_MSG.lastDocLabel.toLowerCase()} ${displayDate(e.last_doc_date)}`,
                },
              ]}
            />
          </div>
        )}
      </Card>
      <ContactsSection kind={kind} rut={e.rut} contacts={e.contacts} canWrite={canWrite} />
      {kind === 'client' ? (
        <Card withBorder padding="lg" component="section" aria-label={CLIENTS_MSG.collectionHistory}>
          <Title order={2} size="h4" mb="sm">
            {CLIENTS_MSG.collectionHistory}
          </Title>
          <ClientCollectionTimeline clientRut={e.rut} />
        </Card>
      ) : null}
    </Stack>
  );
}
