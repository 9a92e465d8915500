// Bulk actions over the selection: paid / unpaid for both lists, 'Clasificar' on purchases.
import { Alert, Anchor, Button, Group, Paper, Popover, Select, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconTags, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type BulkChange, type BulkTarget, useBulkUpdate, useInvoicingAccounts } from '../api/updates';
import type { ListFilters, OperationType } from '../utils/list-params';
import { UPDATE_ERROR } from '../utils/messages';
import type { Selection } from './selection';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-CL')} ${n === 1 ? one : many}`;

type Props = {
  operationType: OperationType;
  selection: Selection;
  filters: ListFilters;
  pageCount: number;
  total: number;
  compact: boolean;
};

export function SelectAllBanner({
  selection,
  pageCount,
  total,
}: Pick<Props, 'selection' | 'pageCount' | 'total'>) {
  const pageAllSelected = selection.ids.size >= pageCount && pageCount > 0;
  if (selection.allMatching) {
    return (
      <Alert color="brand" variant="light" py="xs">
        <Text size="sm">
          Las {plural(total, 'factura que coincide', 'facturas que coinciden')} con los filtros están
          seleccionadas.{' '}
          <Anchor component="button" size="sm" onClick={selection.clear}>
            Deshacer selección
          </Anchor>
        </Text>
      </Alert>
    );
  }
  if (!pageAllSelected || total <= selection.ids.size) return null;
  return (
    <Alert color="brand" variant="light" py="xs">
      <Text size="sm">
        Seleccionaste {plural(selection.ids.size, 'factura', 'facturas')}.{' '}
        <Anchor
          component="button"
          size="sm"
          fw={600}
          data-testid="bulk-select-all"
          onClick={selection.selectAllMatching}
        >
          Seleccionar las {plural(total, 'factura', 'facturas')} que coinciden con los filtros
        </Anchor>
      </Text>
    </Alert>
  );
}

export function BulkBar({ operationType, selection, filters, total, compact }: Props) {
  const bulk = useBulkUpdate(operationType);
  const count = selection.allMatching ? total : selection.ids.size;
  if (count === 0) return null;

  const target: BulkTarget = selection.allMatching
    ? { kind: 'all', filters }
    : { kind: 'ids', ids: [...selection.ids] };

  const run = (change: BulkChange, success: string) => {
    const go = () =>
      bulk.mutate(
        { target, change },
        {
          onSuccess: () => {
            notifySuccess(success);
            selection.clear();
          },
          onError: () => notifyError(UPDATE_ERROR),
        },
      );
    // Touching every record that matches the filters deserves a second look.
    if (selection.allMatching) {
      modals.openConfirmModal({
        title: 'Actualizar facturas',
        children: (
          <Text size="sm">Vas a actualizar {plural(total, 'factura', 'facturas')}. ¿Quieres continuar?</Text>
        ),
        labels: { confirm: 'Sí, actualizar', cancel: 'Cancelar' },
        onConfirm: go,
      });
    } else go();
  };

  return (
    <Paper
      data-testid="bulk-bar"
      withBorder
      p="sm"
      radius="md"
      bg="brand.0"
      style={{ position: 'sticky', bottom: 12, zIndex: 5 }}
      role="region"
      aria-label="Acciones sobre las facturas seleccionadas"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
          <Text size="sm" fw={600}>
            {plural(count, 'factura seleccionada', 'facturas seleccionadas')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              data-testid="bulk-mark-paid"
              leftSection={<IconCheck size={14} />}
              loading={bulk.isPending}
              onClick={() => run({ payed: true }, 'Las facturas quedaron marcadas como pagadas')}
            >
              Marcar como pagadas
            </Button>
            <Button
              size="xs"
              variant="default"
              data-testid="bulk-mark-unpaid"
              disabled={bulk.isPending}
              onClick={() => run({ payed: false }, 'Las facturas quedaron marcadas como no pagadas')}
            >
              Marcar como no pagadas
            </Button>
            {operationType === 'COMPRA' && (
              <ClassifyButton
                disabled={bulk.isPending}
                onClassify={(accountId) =>
                  run({ invoicing_account_id: accountId }, 'Las facturas quedaron clasificadas')
                }
              />
            )}
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={14} />}
              onClick={selection.clear}
            >
              Quitar selección
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function ClassifyButton({
  onClassify,
  disabled,
}: {
  onClassify: (accountId: number) => void;
  disabled: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const [account, setAccount] = useState<string | null>(null);
  const accounts = useInvoicingAccounts(opened);
  const data = (accounts.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.account_number} · ${a.name}`,
  }));
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      width={300}
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          data-testid="bulk-classify"
          leftSection={<IconTags size={14} />}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
        >
          Clasificar
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Select
            label="Cuenta de imputación"
            placeholder={accounts.isPending ? 'Cargando cuentas…' : 'Elige una cuenta'}
            data-testid="classify-account"
            data={data}
            value={account}
            onChange={setAccount}
            searchable
            nothingFoundMessage="No hay cuentas con ese nombre"
            comboboxProps={{ withinPortal: false }}
            size="sm"
            error={accounts.isError ? 'No pudimos cargar las cuentas' : undefined}
          />
          <Button
            size="sm"
            data-testid="classify-save"
            disabled={!account}
            onClick={() => {
              if (!account) return;
              setOpened(false);
              onClassify(Number(account));
            }}
          >
            Clasificar
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
