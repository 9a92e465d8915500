// The expense's receipts: one chosen at a time, a PDF in a frame and an image as itself, fetched
// with the session headers (an object URL), with a link to open it in another tab.
import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ExpenseDocument } from '@portal/contracts';
import { IconExternalLink, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useReceipt } from '../api/expenses';
import { REVIEW_MSG } from '../messages';

export function ReceiptPreview({ documents }: { documents: ExpenseDocument[] }) {
  const [chosen, setChosen] = useState(0);
  const doc = documents[chosen] ?? null;
  const receipt = useReceipt(doc);
  if (documents.length === 0)
    return (
      <Card withBorder>
        <Text size="sm" c="dimmed">
          {REVIEW_MSG.noReceipts}
        </Text>
      </Card>
    );
  return (
    <Card withBorder padding="sm" data-testid="receipt-preview">
      <Stack gap="sm">
        {documents.length > 1 ? (
          <Group gap="xs">
            {documents.map((d, i) => (
              <Button
                key={d.id}
                size="compact-sm"
                variant={i === chosen ? 'light' : 'subtle'}
                leftSection={
                  d.ext_name === 'pdf' ? (
                    <IconFileTypePdf size={14} aria-hidden />
                  ) : (
                    <IconPhoto size={14} aria-hidden />
                  )
                }
                onClick={() => setChosen(i)}
                aria-pressed={i === chosen}
              >
                {d.name}
              </Button>
            ))}
          </Group>
        ) : null}
        {receipt.isError ? (
          <Text size="sm" c="red">
            {REVIEW_MSG.receiptError}
          </Text>
        ) : !receipt.url || !doc ? (
          <Skeleton height={360} />
        ) : doc.ext_name === 'pdf' ? (
          <iframe
            src={receipt.url}
            title={doc.name}
            style={{ width: '100%', height: 480, border: 0 }}
            data-testid="receipt-frame"
          />
        ) : (
          <img
            src={receipt.url}
            alt={doc.name}
            style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }}
          />
        )}
        {receipt.url && doc ? (
          <Anchor href={receipt.url} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={14} aria-hidden />
              {REVIEW_MSG.openReceipt} · {doc.name}
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
