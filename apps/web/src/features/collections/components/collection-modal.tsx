// The collection modal of a sales invoice (spec §2 "Collection modal", §4): "Cobranza normal" sends
// the debt notice by e-mail to the chosen contacts of the client and/or other addresses;
// "Cobranza judicial" (enabled after JUDICIAL_NOTICE_THRESHOLD notices) escalates after a
// confirmation and offers the demand letter; "Cobranza Online" sends the debt to the external
// service (features/cobranza-online). On success of a notice the modal closes and the list
// reloads; on failure the error flag (an Alert) shows in the modal.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  COLLECTION_MESSAGE_MAX_LENGTH,
  type InvoiceListItem,
  JUDICIAL_NOTICE_THRESHOLD,
  notifyDebtBody,
} from '@portal/contracts';
import { formatCLP, formatDate, formatRut } from '@portal/domain';
import { IconDownload, IconGavel, IconLock, IconMailForward } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { splitAddresses } from '../../../lib/addresses';
import { errorMessage } from '../../../lib/api';
import { ErrorFlag } from '../../../components/ui/error-flag';
import { SheetModal } from '../../../components/ui/sheet-modal';
import { notifySuccess } from '../../../lib/notify';
import {
  downloadJudicialLetter,
  useCollectionContacts,
  useJudicialCollection,
  useNotifyDebt,
} from '../api/collections';
import { CobranzaOnlinePanel, COBRANZA_MSG } from '../../cobranza-online';
import { COLLECTION_MSG, noticesCount } from '../messages';
import { CollectionStateBadge } from './collection-state-badge';

type Mode = 'normal' | 'judicial' | 'online';
export type CollectedInvoice = Pick<
  InvoiceListItem,
  | 'id'
  | 'folio'
  | 'monto_total'
  | 'open_amount'
  | 'fecha_de_expiracion_interna'
  | 'rut'
  | 'razon_social'
  | 'collection_state'
  | 'notice_count'
  | 'document_type_name'
>;

/** The client's page, where contacts are added (helper "clients" area). */
export const clientPath = (rut: string) => `/clientes-y-proveedores/mis-clientes/${encodeURIComponent(rut)}`;

export function CollectionModal({
  invoice,
  onClose,
}: {
  invoice: CollectedInvoice | null;
  onClose: () => void;
}) {
  return (
    <SheetModal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? COLLECTION_MSG.title(invoice.folio) : ''}
      width={640}
    >
      {invoice && <CollectionPanel key={invoice.id} invoice={invoice} onDone={onClose} />}
    </SheetModal>
  );
}

export function CollectionPanel({ invoice, onDone }: { invoice: CollectedInvoice; onDone: () => void }) {
  // Three long labels do not fit a phone's width side by side.
  // Read at the first render (not in an effect), so the labels do not change under a first click.
  const phone = useMediaQuery('(max-width: 30em)', false, { getInitialValueInEffect: false }) ?? false;
  const canJudicial = invoice.notice_count >= JUDICIAL_NOTICE_THRESHOLD;
  const [mode, setMode] = useState<Mode>(invoice.collection_state === 'judicial' ? 'judicial' : 'normal');
  return (
    <Stack gap="md" data-testid="collection-modal">
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(v) => setMode(v as Mode)}
        aria-label={COLLECTION_MSG.modesLabel}
        data={[
          { value: 'normal', label: phone ? COLLECTION_MSG.shortModes.normal : COLLECTION_MSG.modes.normal },
          {
            value: 'judicial',
            label: phone ? COLLECTION_MSG.shortModes.judicial : COLLECTION_MSG.modes.judicial,
          },
          { value: 'online', label: phone ? COBRANZA_MSG.shortMode : COBRANZA_MSG.mode },
        ]}
        data-testid="collection-mode"
      />
      <Preview invoice={invoice} />
      {mode === 'normal' ? (
        <NormalCollection invoice={invoice} onDone={onDone} />
      ) : mode === 'judicial' ? (
        <JudicialCollection invoice={invoice} enabled={canJudicial} onDone={onDone} />
      ) : (
        <OnlineCollection invoice={invoice} onDone={onDone} />
      )}
    </Stack>
  );
}

function OnlineCollection({ invoice, onDone }: { invoice: CollectedInvoice; onDone: () => void }) {
  const contacts = useCollectionContacts(invoice.id);
  if (contacts.isPending) return <Skeleton h={160} aria-busy aria-label={COLLECTION_MSG.contactsLoading} />;
  return <CobranzaOnlinePanel invoice={invoice} contacts={contacts.data?.contacts ?? []} onDone={onDone} />;
}

function Preview({ invoice }: { invoice: CollectedInvoice }) {
  const due = formatDate(invoice.fecha_de_expiracion_interna);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-label={COLLECTION_MSG.preview}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs">
        <Fact label={COLLECTION_MSG.amount} value={formatCLP(invoice.open_amount)} testId="preview-amount" />
        <Fact label={COLLECTION_MSG.dueDate} value={due} />
        <Fact label={COLLECTION_MSG.folio} value={String(invoice.folio)} />
        <Fact label={COLLECTION_MSG.client} value={invoice.razon_social || formatRut(invoice.rut)} />
      </SimpleGrid>
      <Group gap="xs" mt="xs">
        <Text size="xs" c="dimmed" data-testid="notice-count">
          {noticesCount(invoice.notice_count)}
        </Text>
        <CollectionStateBadge state={invoice.collection_state} />
      </Group>
    </Paper>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} truncate="end" title={value} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function NormalCollection({ invoice, onDone }: { invoice: CollectedInvoice; onDone: () => void }) {
  const contacts = useCollectionContacts(invoice.id);
  const notify = useNotifyDebt(invoice.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [extra, setExtra] = useState('');
  const [extraError, setExtraError] = useState<string | null>(null);
  const [message, setMessage] = useState(() =>
    COLLECTION_MSG.defaultMessage(
      invoice.folio,
      formatCLP(invoice.open_amount),
      formatDate(invoice.fecha_de_expiracion_interna),
    ),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const list = contacts.data?.contacts ?? [];

  // The first contacts with an address are chosen by default once they load.
  const loaded = contacts.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the contacts arrive
  useEffect(() => {
    if (loaded && chosen.length === 0) {
      const withMail = list.filter((c) => c.addresses.length > 0).map((c) => c.id);
      if (withMail.length === 1) setChosen(withMail);
    }
  }, [loaded]);

  const submit = () => {
    setFailure(null);
    const emails = splitAddresses(extra);
    const bad = emails.find((a) => !notifyDebtBody.shape.email.safeParse(a).success);
    if (bad) {
      setExtraError(COLLECTION_MSG.badEmail(bad));
      return;
    }
    setExtraError(null);
    if (chosen.length === 0 && emails.length === 0) {
      setFailure(COLLECTION_MSG.noRecipient);
      return;
    }
    notify.mutate(
      {
        ...(chosen.length ? { contact_ids: chosen } : {}),
        ...(emails.length ? { emails } : {}),
        message: message.trim() || undefined,
        folio: invoice.folio,
        // The saldo the modal shows (and the message says): the server refuses it if it moved since.
        amount: invoice.open_amount,
        ...(invoice.fecha_de_expiracion_interna ? { due_date: invoice.fecha_de_expiracion_interna } : {}),
      },
      {
        onSuccess: (answer) => {
          notifySuccess(
            [
              `${COLLECTION_MSG.sent(answer.sent_to.length)}.`,
              answer.skipped.length ? COLLECTION_MSG.skipped(answer.skipped.join(', ')) : null,
              answer.links_removed.length ? COLLECTION_MSG.linksRemoved(answer.links_removed.length) : null,
            ]
              .filter(Boolean)
              .join(' '),
          );
          onDone();
        },
        onError: (err) => setFailure(errorMessage(err) || COLLECTION_MSG.error),
      },
    );
  };

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={600} mb={6} id="collection-contacts-label">
          {COLLECTION_MSG.contacts}
        </Text>
        {contacts.isPending ? (
          <Stack gap={6} aria-busy aria-label={COLLECTION_MSG.contactsLoading}>
            <Skeleton height={18} width="70%" />
            <Skeleton height={18} width="55%" />
          </Stack>
        ) : contacts.isError ? (
          <Text size="sm" c="red">
            {COLLECTION_MSG.contactsError}
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {COLLECTION_MSG.noContacts}
          </Text>
        ) : (
          <Checkbox.Group
            value={chosen.map(String)}
            onChange={(v) => setChosen(v.map(Number))}
            aria-labelledby="collection-contacts-label"
          >
            <Stack gap={6}>
              {list.map((c) => {
                const name = [c.name, c.last_name].filter(Boolean).join(' ');
                const mails = c.addresses.join(', ');
                return (
                  <Checkbox
                    key={c.id}
                    value={String(c.id)}
                    disabled={c.addresses.length === 0}
                    wrapperProps={{ 'data-testid': 'collection-contact' }}
                    label={
                      <span>
                        <Text span size="sm" fw={500}>
                          {name}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {mails ? `· ${mails}` : `· ${COLLECTION_MSG.noEmail}`}
                        </Text>
                      </span>
                    }
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        )}
        <Anchor component={Link} to={clientPath(invoice.rut)} size="sm" mt={6} display="inline-block">
          {COLLECTION_MSG.addContact}
        </Anchor>
      </div>
      <TextInput
        label={COLLECTION_MSG.extraEmail}
        description={COLLECTION_MSG.extraEmailHint}
        placeholder={COLLECTION_MSG.extraEmailPlaceholder}
        value={extra}
        onChange={(e) => setExtra(e.currentTarget.value)}
        error={extraError}
        type="text"
        inputMode="email"
        autoComplete="off"
        data-testid="collection-extra-email"
      />
      <Textarea
        label={COLLECTION_MSG.message}
        description={COLLECTION_MSG.messageHint}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={COLLECTION_MESSAGE_MAX_LENGTH}
        data-testid="collection-message"
      />
      <Text size="xs" c="dimmed" data-testid="collection-limits">
        {COLLECTION_MSG.limits}
      </Text>
      <ErrorFlag message={failure} testId="collection-error" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {COLLECTION_MSG.cancel}
        </Button>
        <Button
          leftSection={<IconMailForward size={18} />}
          onClick={submit}
          loading={notify.isPending}
          data-testid="collection-send"
        >
          {COLLECTION_MSG.send}
        </Button>
      </Group>
    </Stack>
  );
}

function JudicialCollection({
  invoice,
  enabled,
  onDone,
}: {
  invoice: CollectedInvoice;
  enabled: boolean;
  onDone: () => void;
}) {
  const escalate = useJudicialCollection(invoice.id);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(invoice.collection_state === 'judicial');
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadJudicialLetter(invoice.id, invoice.folio);
    } catch {
      setFailure(COLLECTION_MSG.letterError);
    } finally {
      setDownloading(false);
    }
  };

  if (done) {
    return (
      <Stack gap="sm" data-testid="judicial-done">
        <Alert color="teal" variant="light" icon={<IconGavel size={18} aria-hidden />}>
          {invoice.collection_state === 'judicial'
            ? COLLECTION_MSG.alreadyJudicial
            : COLLECTION_MSG.escalated}
        </Alert>
        <ErrorFlag message={failure} testId="collection-error" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {COLLECTION_MSG.close}
          </Button>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={download}
            loading={downloading}
            data-testid="judicial-letter"
          >
            {COLLECTION_MSG.downloadLetter}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (!enabled) {
    return (
      <Stack gap="sm">
        <Alert
          color="gray"
          variant="light"
          icon={<IconLock size={18} aria-hidden />}
          data-testid="judicial-locked"
        >
          <Text size="sm">{COLLECTION_MSG.judicialLocked}</Text>
          <Text size="sm" mt={4}>
            {COLLECTION_MSG.noticesSoFar(invoice.notice_count)}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button leftSection={<IconGavel size={18} />} disabled data-testid="judicial-escalate">
            {COLLECTION_MSG.judicialAction}
          </Button>
        </Group>
      </Stack>
    );
  }

  const run = () => {
    setFailure(null);
    escalate.mutate(note.trim(), {
      onSuccess: () => {
        setConfirming(false);
        setDone(true);
        notifySuccess(COLLECTION_MSG.escalated);
      },
      onError: (err) => {
        setConfirming(false);
        setFailure(errorMessage(err) || COLLECTION_MSG.error);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{COLLECTION_MSG.judicialExplain}</Text>
      <Text size="sm" c="dimmed">
        {COLLECTION_MSG.noticesSoFar(invoice.notice_count)}
      </Text>
      <Textarea
        label={COLLECTION_MSG.judicialNote}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={COLLECTION_MESSAGE_MAX_LENGTH}
      />
      <ErrorFlag message={failure} testId="collection-error" />
      {confirming ? (
        <Paper withBorder p="sm" radius="md" role="alertdialog" aria-labelledby="judicial-confirm-title">
          <Text fw={700} id="judicial-confirm-title">
            {COLLECTION_MSG.confirmTitle}
          </Text>
          <Text size="sm" mt={4}>
            {COLLECTION_MSG.confirmText(invoice.folio)}
          </Text>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={escalate.isPending}>
              {COLLECTION_MSG.cancel}
            </Button>
            <Button
              color="red"
              onClick={run}
              loading={escalate.isPending}
              data-testid="judicial-confirm"
              data-autofocus
            >
              {COLLECTION_MSG.confirm}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {COLLECTION_MSG.cancel}
          </Button>
          <Button
            color="red"
            leftSection={<IconGavel size={18} />}
            onClick={() => setConfirming(true)}
            data-testid="judicial-escalate"
          >
            {COLLECTION_MSG.judicialAction}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
