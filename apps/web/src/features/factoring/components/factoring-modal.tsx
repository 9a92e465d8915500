// The factoring modal (platform spec §2.5): the invoice's simulation by the partner's standard rule
// with its qualification ('El deudor califica.' or 'Error al procesar información.' with the
// reasons), and "contact me", which first shows the activate-factoring step when factoring is off.
import { Badge, Button, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { FactoringSimulationResult } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { IconCircleCheck, IconPhoneCall } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { LoadError } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCurrentBusiness } from '../../../lib/current-business';
import { useFactoringContact, useSetFactoring, useSimulateFactoring } from '../api/factoring';
import { FACTORING_MSG as M } from '../messages';

export type FactoredInvoice = { id: number; folio: number };

export function FactoringModal({
  invoice,
  onClose,
}: {
  invoice: FactoredInvoice | null;
  onClose: () => void;
}) {
  return (
    <SheetModal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? M.title(invoice.folio) : ''}
      width={600}
    >
      {invoice && <FactoringPanel key={invoice.id} invoice={invoice} onDone={onClose} />}
    </SheetModal>
  );
}

/** The 422 of an invoice that does not qualify: its reasons. */
const refusal = (err: unknown): string[] | null => {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const reasons = (err.body as { reasons?: unknown } | null)?.reasons;
  return Array.isArray(reasons) ? reasons.map(String) : [err.message];
};

function FactoringPanel({ invoice, onDone }: { invoice: FactoredInvoice; onDone: () => void }) {
  const simulate = useSimulateFactoring();
  const [step, setStep] = useState<'result' | 'activate'>('result');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one evaluation when the modal opens
  useEffect(() => {
    simulate.mutate(invoice.id);
  }, [invoice.id]);

  if (simulate.isPending || simulate.isIdle) {
    return (
      <Stack gap="xs" aria-busy aria-label={M.evaluating} data-testid="factoring-loading">
        <Text size="sm" c="dimmed">
          {M.evaluating}
        </Text>
        <Skeleton h={24} />
        <Skeleton h={180} />
      </Stack>
    );
  }
  if (simulate.isError) {
    const reasons = refusal(simulate.error);
    if (reasons) return <NotQualified reasons={reasons} onDone={onDone} />;
    return (
      <LoadError
        message={M.evaluationFailed}
        onRetry={() => simulate.mutate(invoice.id)}
        retrying={simulate.isPending}
      />
    );
  }
  const result = simulate.data.result;
  return step === 'activate' ? (
    <ActivateFactoring invoiceId={invoice.id} onDone={onDone} onCancel={() => setStep('result')} />
  ) : (
    <Qualified
      result={result}
      invoiceId={invoice.id}
      onDone={onDone}
      onActivate={() => setStep('activate')}
    />
  );
}

function NotQualified({ reasons, onDone }: { reasons: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm" data-testid="factoring-not-qualified">
      <Group gap="xs">
        <Badge color="red" variant="light" size="lg">
          {M.notQualified}
        </Badge>
      </Group>
      <Text size="sm" fw={600}>
        {M.reasons}
      </Text>
      <List size="sm" spacing={4}>
        {reasons.map((r) => (
          <List.Item key={r}>{r}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} data-autofocus>
          {M.close}
        </Button>
      </Group>
    </Stack>
  );
}

const percent = (n: number) => `${String(n).replace('.', ',')} %`;

function Qualified({
  result: r,
  invoiceId,
  onDone,
  onActivate,
}: {
  result: FactoringSimulationResult;
  invoiceId: number;
  onDone: () => void;
  onActivate: () => void;
}) {
  const { business, canWrite } = useCurrentBusiness();
  const contact = useFactoringContact();
  const rows: [string, string, boolean?][] = [
    [M.rows.amount, formatCLP(r.amount)],
    [M.rows.advance(percent(r.advance_percent)), formatCLP(r.advance_amount)],
    [M.rows.priceDif, `− ${formatCLP(r.price_dif)}`],
    [M.rows.commission, `− ${formatCLP(r.commission)}`],
    [M.rows.discounts, `− ${formatCLP(r.discounts)}`],
    [M.rows.granted, formatCLP(r.granted_amount), true],
    [M.rows.surplus, formatCLP(r.surplus)],
    [M.rows.days, M.daysValue(r.expiration_days)],
    [M.rows.rate, percent(r.document_rate)],
    [M.rows.arrears, percent(r.arrears_rate)],
    [M.rows.rule, r.rule_name],
  ];
  const ask = () => {
    if (business?.factoring_active !== true) return onActivate();
    contact.mutate(invoiceId, {
      onSuccess: () => {
        notifySuccess(M.contacted, M.contactedTitle);
        onDone();
      },
      onError: () => notifyError(M.contactFailed),
    });
  };
  return (
    <Stack gap="sm" data-testid="factoring-result">
      <Text size="sm">{M.lead}</Text>
      <Group gap="xs">
        <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} aria-hidden />}>
          {M.qualified}
        </Badge>
      </Group>
      <Table withRowBorders verticalSpacing={6} fz="sm" aria-label={M.tableLabel}>
        <Table.Tbody>
          {rows.map(([label, value, strong]) => (
            <Table.Tr key={label} fw={strong ? 700 : undefined}>
              <Table.Td>{label}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {M.formula}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {M.close}
        </Button>
        {canWrite ? (
          <Button
            leftSection={<IconPhoneCall size={18} />}
            loading={contact.isPending}
            onClick={ask}
            data-testid="factoring-contact"
          >
            {M.contact}
          </Button>
        ) : (
          <Text size="xs" c="dimmed" maw={240}>
            {M.readOnly}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function ActivateFactoring({
  invoiceId,
  onDone,
  onCancel,
}: {
  invoiceId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { on } = useSetFactoring();
  const contact = useFactoringContact();
  const go = () =>
    on.mutate(undefined, {
      onSuccess: () =>
        contact.mutate(invoiceId, {
          onSuccess: () => {
            notifySuccess(M.contacted, M.contactedTitle);
            onDone();
          },
          onError: () => notifyError(M.contactFailed),
        }),
      onError: () => notifyError(M.contactFailed),
    });
  return (
    <Stack gap="sm" data-testid="factoring-activate">
      <Title order={3} fz="md">
        {M.activateTitle}
      </Title>
      <Text size="sm">{M.activateLead}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {M.cancel}
        </Button>
        <Button
          loading={on.isPending || contact.isPending}
          onClick={go}
          data-testid="factoring-activate-button"
        >
          {M.activate}
        </Button>
      </Group>
    </Stack>
  );
}
