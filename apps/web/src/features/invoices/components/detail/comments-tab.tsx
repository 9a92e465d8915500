// 'Comentarios': the notes the business keeps on an invoice — add, edit and delete (with confirmation).
import { ActionIcon, Button, Group, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useForm } from '@mantine/form';
import { INVOICE_COMMENT_MAX_LENGTH, createCommentBody, updateCommentBody } from '@portal/contracts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconMessageCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/states';
import { displayDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useAddComment, useComments, useDeleteComment, useEditComment } from '../../api/invoice-comments';
import type { InvoiceComment } from '../../api/types';
import {
  COMMENTS_LOAD_ERROR,
  COMMENT_ADD_ERROR,
  COMMENT_DELETE_ERROR,
  COMMENT_EDIT_ERROR,
  COMMENT_MSG,
} from '../../utils/messages';
import { LoadError } from '../../../../components/ui/states';

const MAX_LENGTH = INVOICE_COMMENT_MAX_LENGTH;

/** The message field of the API's own schemas: its limits and messages are the server's. */
const newCommentSchema = createCommentBody.pick({ message: true });
const editCommentSchema = updateCommentBody.pick({ message: true });

export function CommentsTab({ invoiceId }: { invoiceId: number }) {
  const comments = useComments(invoiceId);
  const add = useAddComment(invoiceId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: '' },
    validate: zod4Resolver(newCommentSchema),
  });
  const draft = form.values.message;

  const submit = form.onSubmit(({ message }) => {
    add.mutate(message.trim(), {
      onSuccess: () => form.reset(),
      onError: () => notifyError(COMMENT_ADD_ERROR),
    });
  });

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Textarea
          label={COMMENT_MSG.newLabel}
          placeholder={COMMENT_MSG.newPlaceholder}
          data-testid="comment-input"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MAX_LENGTH}
          {...form.getInputProps('message')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
          }}
        />
        <Group justify="flex-end">
          <Button
            data-testid="comment-add"
            onClick={() => submit()}
            loading={add.isPending}
            disabled={!draft.trim()}
          >
            {COMMENT_MSG.add}
          </Button>
        </Group>
      </Stack>

      {comments.isPending ? (
        <Stack gap="sm">
          <Skeleton height={60} radius="md" />
          <Skeleton height={60} radius="md" />
        </Stack>
      ) : comments.isError ? (
        <LoadError
          message={COMMENTS_LOAD_ERROR}
          onRetry={() => comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : comments.data.length === 0 ? (
        <EmptyState
          icon={<IconMessageCircle size={26} aria-hidden />}
          title={COMMENT_MSG.emptyTitle}
          description={COMMENT_MSG.emptyDescription}
        />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={COMMENT_MSG.list}
        >
          {comments.data.map((c) => (
            <CommentItem key={c.comment_id} invoiceId={invoiceId} comment={c} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CommentItem({ invoiceId, comment }: { invoiceId: number; comment: InvoiceComment }) {
  const edit = useEditComment(invoiceId);
  const del = useDeleteComment(invoiceId);
  const [editing, setEditing] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { message: comment.message },
    validate: zod4Resolver(editCommentSchema),
  });
  const text = form.values.message;
  const author = comment.user_name;
  const when = comment.updated_at ?? comment.created_at;

  const save = form.onSubmit(({ message }) => {
    edit.mutate(
      { comment_id: comment.comment_id, message: message.trim() },
      { onSuccess: () => setEditing(false), onError: () => notifyError(COMMENT_EDIT_ERROR) },
    );
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: COMMENT_MSG.deleteTitle,
      children: <Text size="sm">{COMMENT_MSG.deleteQuestion}</Text>,
      labels: { confirm: COMMENT_MSG.remove, cancel: COMMENT_MSG.cancel },
      confirmProps: { color: 'red', 'data-testid': 'comment-delete-confirm' } as Record<string, string>,
      onConfirm: () => del.mutate(comment.comment_id, { onError: () => notifyError(COMMENT_DELETE_ERROR) }),
    });

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      data-testid="comment-item"
      opacity={del.isPending ? 0.5 : 1}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          {[author, when ? displayDateTime(when) : null].filter(Boolean).join(' · ') ||
            COMMENT_MSG.fallbackTitle}
        </Text>
        {!editing && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={COMMENT_MSG.edit}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={COMMENT_MSG.editLabel}
                data-testid="comment-edit"
                onClick={() => {
                  form.setValues({ message: comment.message });
                  setEditing(true);
                }}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={COMMENT_MSG.remove}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={COMMENT_MSG.deleteTitle}
                data-testid="comment-delete"
                onClick={confirmDelete}
                loading={del.isPending}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs" mt="xs">
          <Textarea
            aria-label={COMMENT_MSG.editLabel}
            autosize
            minRows={2}
            maxLength={MAX_LENGTH}
            {...form.getInputProps('message')}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              {COMMENT_MSG.cancel}
            </Button>
            <Button
              size="xs"
              data-testid="comment-save"
              onClick={() => save()}
              loading={edit.isPending}
              disabled={!text.trim()}
            >
              {COMMENT_MSG.save}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.message}
        </Text>
      )}
    </Paper>
  );
}
