// ingresar-gasto and editar-gasto/:id: the expense's category (parent, then child), amount, date,
// description and receipts, sent as one multipart request (all or nothing on the server).
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { EXPENSE_MAX_AMOUNT, EXPENSE_MESSAGES, type Expense } from '@portal/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '../../../components/ui/date-field';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PESO_INPUT } from '../../../components/ui/peso-input';
import { useToday } from '../../../lib/config';
import {
  useChildCategories,
  useCreateExpense,
  useExpense,
  useParentCategories,
  useUpdateExpense,
} from '../api/expenses';
import { FORM_MSG } from '../messages';
import { ReceiptsInput } from './receipts-input';

type Values = {
  parent: string | null;
  category: string | null;
  amount: number | '';
  date: string | null;
  description: string;
};

export function ExpenseFormPage({ base, id }: { base: string; id: number | null }) {
  const existing = useExpense(id);
  if (id !== null && existing.isPending) return <Skeleton height={480} radius="md" />;
  if (id !== null && !existing.data)
    return (
      <LoadError
        message={existing.error ? FORM_MSG.notFound : FORM_MSG.loadError}
        onRetry={() => existing.refetch()}
      />
    );
  return <ExpenseForm base={base} expense={existing.data?.expense ?? null} />;
}

function ExpenseForm({ base, expense }: { base: string; expense: Expense | null }) {
  const navigate = useNavigate();
  const today = useToday();
  const parents = useParentCategories();
  const children = useChildCategories();
  const create = useCreateExpense();
  const update = useUpdateExpense(expense?.id ?? 0);
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const form = useForm<Values>({
    initialValues: {
      parent: expense ? String(expense.category.parent.id) : null,
      category: expense ? String(expense.category_id) : null,
      amount: expense?.amount ?? '',
      date: expense?.date ?? today,
      description: expense?.description ?? '',
    },
    validate: {
      category: (v) => (v ? null : EXPENSE_MESSAGES.category),
      amount: (v) =>
        typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= EXPENSE_MAX_AMOUNT
          ? null
          : EXPENSE_MESSAGES.amount,
      date: (v) => (v ? null : EXPENSE_MESSAGES.date),
      description: (v) =>
        v.trim().length >= 1 && v.trim().length <= 300 ? null : EXPENSE_MESSAGES.description,
    },
  });
  const childOptions = (children.data?.expense_categories ?? []).filter(
    (c) => String(c.parent_id) === form.values.parent,
  );
  const chosen = children.data?.expense_categories.find((c) => String(c.id) === form.values.category);
  const pending = create.isPending || update.isPending;
  const backToWaiting = expense?.status === 'rejected';

  const submit = form.onSubmit((v) => {
    const values = {
      amount: Number(v.amount),
      date: v.date!,
      description: v.description.trim(),
      category_id: Number(v.category),
      files,
      remove_document_ids: removed,
    };
    const done = (saved: { expense: Expense }) => {
      notifySuccess(expense ? FORM_MSG.updated : FORM_MSG.created);
      navigate(`${base}/revisar-gasto/${saved.expense.id}`);
    };
    if (expense) update.mutate(values, { onSuccess: done, onError: (e) => notifyError(e) });
    else create.mutate(values, { onSuccess: done, onError: (e) => notifyError(e) });
  });

  if (parents.isError || children.isError)
    return <LoadError message={FORM_MSG.categoriesError} onRetry={() => void parents.refetch()} />;

  return (
    <Stack gap="md" maw={760} data-testid="expense-form-page">
      <PageHeader
        title={expense ? FORM_MSG.editTitle : FORM_MSG.newTitle}
        description={FORM_MSG.description}
      />
      <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate data-testid="expense-form">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Select
              label={FORM_MSG.parent}
              placeholder={FORM_MSG.parentPlaceholder}
              data={(parents.data?.expense_categories ?? []).map((p) => ({
                value: String(p.id),
                label: p.name,
              }))}
              {...form.getInputProps('parent')}
              onChange={(v) => {
                form.setFieldValue('parent', v);
                form.setFieldValue('category', null);
              }}
              required
              data-testid="expense-parent"
            />
            <Select
              label={FORM_MSG.child}
              placeholder={FORM_MSG.childPlaceholder}
              data={childOptions.map((c) => ({ value: String(c.id), label: c.name }))}
              disabled={!form.values.parent}
              searchable
              required
              description={chosen?.account_number ? FORM_MSG.account(chosen.account_number) : undefined}
              {...form.getInputProps('category')}
              data-testid="expense-category"
            />
            <NumberInput
              {...PESO_INPUT}
              min={1}
              label={FORM_MSG.amount}
              required
              {...form.getInputProps('amount')}
              data-testid="expense-amount"
            />
            <DateField
              label={FORM_MSG.date}
              required
              value={form.values.date}
              onChange={(iso) => form.setFieldValue('date', iso)}
              error={form.errors.date}
              data-testid="expense-date"
            />
          </SimpleGrid>
          <Textarea
            label={FORM_MSG.text}
            placeholder={FORM_MSG.textPlaceholder}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={300}
            {...form.getInputProps('description')}
            data-testid="expense-description"
          />
          <ReceiptsInput
            files={files}
            setFiles={setFiles}
            saved={expense?.documents ?? []}
            removed={removed}
            toggleRemoved={(rid) =>
              setRemoved((r) => (r.includes(rid) ? r.filter((x) => x !== rid) : [...r, rid]))
            }
          />
          {backToWaiting ? (
            <Text size="sm" c="orange.8">
              {FORM_MSG.backToWaiting}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => navigate(expense ? `${base}/revisar-gasto/${expense.id}` : base)}
            >
              {FORM_MSG.cancel}
            </Button>
            <Button type="submit" loading={pending} data-testid="expense-save">
              {FORM_MSG.save}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
