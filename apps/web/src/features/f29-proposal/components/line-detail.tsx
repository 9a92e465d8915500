// What a line of the proposal opens to: its rule in Spanish, the form's wording, how the amount is
// made up, the documents by type (with a link to the sales or purchases list) and the documents.
import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import type { F29Line } from '@portal/contracts';
import { formatCLP } from '@portal/domain';
import { Link } from 'react-router';
import { F29_MSG } from '../messages';
import { listLink } from '../utils/lines';
import { LineDocuments } from './line-documents';

export function LineDetail({
  line,
  year,
  month,
  compact,
  id,
}: {
  line: F29Line;
  year: number;
  month: number;
  compact: boolean;
  id: string;
}) {
  return (
    <Stack gap="sm" id={id} data-testid={`f29-detail-${line.code}`} py="xs">
      <div>
        <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
          {F29_MSG.rule}
        </Text>
        <Text size="sm" data-testid="f29-rule">
          {line.rule}
        </Text>
      </div>
      <div>
        <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
          {F29_MSG.sii}
        </Text>
        <Text size="sm" fs="italic">
          «{line.sii}» (código {line.code}
          {line.count_code ? `, cantidad en ${line.count_code}` : ''})
        </Text>
      </div>
      {line.note ? (
        <Text size="sm" c="orange.8" fw={600} data-testid="f29-note">
          {line.note}
        </Text>
      ) : null}
      {line.breakdown.length > 0 ? (
        <div>
          <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
            {F29_MSG.breakdown}
          </Text>
          <List size="sm" spacing={2}>
            {line.breakdown.map((b) => (
              <List.Item key={b.label}>
                {b.label}: {formatCLP(b.amount)}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      {line.documents.length > 0 ? (
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
              {F29_MSG.summary}
            </Text>
            {line.link ? (
              <Anchor component={Link} to={listLink(line.link)} size="sm">
                {F29_MSG.seeList(line.link.direction)}
              </Anchor>
            ) : null}
          </Group>
          <List size="sm" spacing={2}>
            {line.documents.map((d) => (
              <List.Item key={d.doc_type}>
                {d.name} ({d.doc_type}): {F29_MSG.documentsCount(d.count)}, {formatCLP(d.amount)}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
      <LineDocuments year={year} month={month} code={line.code} label={line.label} compact={compact} />
    </Stack>
  );
}
