import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconMail, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api';
import { displayDateTime } from '../../../lib/format';
import { type OutboxEmail, useMailbox } from '../api/mailbox';
import { type TextPart, sameOriginPath, splitLinks } from '../linkify';
import { MAILBOX_MSG as M } from '../messages';
import classes from './mailbox.module.css';

/** Each part with its position in the text, a stable key. */
function withOffsets(parts: TextPart[]): { part: TextPart; at: number }[] {
  let at = 0;
  return parts.map((part) => {
    const item = { part, at };
    at += part.kind === 'text' ? part.text.length : part.href.length;
    return item;
  });
}

function LinkedText({ text }: { text: string }) {
  return (
    <Text
      component="div"
      size="sm"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      data-testid="email-text"
    >
      {withOffsets(splitLinks(text)).map(({ part, at }) => {
        if (part.kind === 'text') return <span key={at}>{part.text}</span>;
        const inApp = sameOriginPath(part.href, window.location.origin);
        return inApp ? (
          <Anchor key={at} component={Link} to={inApp}>
            {part.href}
          </Anchor>
        ) : (
          <Anchor key={at} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.href}
          </Anchor>
        );
      })}
    </Text>
  );
}

function EmailDetail({ email, onBack }: { email: OutboxEmail; onBack: () => void }) {
  // The HTML part is shown in a sandbox without scripts; links open in a new tab.
  const srcDoc = email.html
    ? `<!doctype html><meta charset="utf-8"><base target="_blank"><style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;color:#222;margin:16px}</style>${email.html}`
    : null;
  return (
    <Card shadow="xs" data-testid="email-detail" component="article" aria-labelledby="email-subject">
      <Stack gap="md">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={onBack}
          hiddenFrom="md"
          w="fit-content"
        >
          {M.back}
        </Button>
        <Stack gap={4}>
          <Title order={2} fz={20} id="email-subject" style={{ overflowWrap: 'anywhere' }}>
            {email.subject}
          </Title>
          <Text size="sm" c="dimmed">
            Para <strong>{email.to}</strong> · {displayDateTime(email.created_at)}
          </Text>
        </Stack>
        <Tabs defaultValue="text" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="text">{M.textTab}</Tabs.Tab>
            {srcDoc ? <Tabs.Tab value="html">HTML</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="text" pt="md">
            <LinkedText text={email.text} />
          </Tabs.Panel>
          {srcDoc ? (
            <Tabs.Panel value="html" pt="md">
              <iframe
                title={M.htmlFrame(email.subject)}
                srcDoc={srcDoc}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                className={classes.htmlFrame}
              />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Card>
  );
}

export function Mailbox() {
  const mailbox = useMailbox();
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('id')) || null;

  const header = (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {M.title}
        </Title>
        <Text c="dimmed" size="sm" maw={620}>
          {M.lead}
        </Text>
      </Stack>
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={() => void mailbox.refetch()}
        loading={mailbox.isFetching && !mailbox.isPending}
      >
        {M.refresh}
      </Button>
    </Group>
  );

  if (mailbox.isPending) {
    return (
      <>
        {header}
        <Stack gap="sm">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      </>
    );
  }
  if (mailbox.isError) {
    return (
      <>
        {header}
        {isApiError(mailbox.error, 404) ? (
          <EmptyState
            icon={<IconMailOff size={24} aria-hidden />}
            title={M.unavailableTitle}
            description={M.unavailable}
          />
        ) : (
          <ErrorState error={mailbox.error} onRetry={() => void mailbox.refetch()} />
        )}
      </>
    );
  }

  const emails = [...mailbox.data].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  const selected = emails.find((e) => e.id === selectedId) ?? null;
  const select = (id: number | null) => setParams(id ? { id: String(id) } : {}, { replace: false });

  if (emails.length === 0) {
    return (
      <>
        {header}
        <Card shadow="xs">
          <EmptyState icon={<IconMail size={24} aria-hidden />} title={M.emptyTitle} description={M.empty} />
        </Card>
      </>
    );
  }

  return (
    <>
      {header}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }} display={{ base: selected ? 'none' : 'block', md: 'block' }}>
          <Card shadow="xs" p={0}>
            <ScrollArea.Autosize mah="70vh">
              <Box component="ul" className={classes.list} data-testid="email-list" aria-label={M.listLabel}>
                {emails.map((email) => (
                  <li key={email.id}>
                    <UnstyledButton
                      className={classes.item}
                      data-active={email.id === selected?.id || undefined}
                      aria-current={email.id === selected?.id ? 'true' : undefined}
                      onClick={() => select(email.id)}
                      data-testid={`email-item-${email.id}`}
                    >
                      {/* Subjects run long ("Tu factura N° … vence …"): two lines, then the tooltip. */}
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                        <Text
                          size="sm"
                          fw={600}
                          lineClamp={2}
                          title={email.subject}
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {email.subject}
                        </Text>
                        <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                          #{email.id}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {email.to} · {displayDateTime(email.created_at)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Box>
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} display={{ base: selected ? 'block' : 'none', md: 'block' }}>
          {selected ? (
            <EmailDetail email={selected} onBack={() => select(null)} />
          ) : (
            <Card shadow="xs">
              <EmptyState icon={<IconMail size={24} aria-hidden />} title={M.choose} />
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
