// A file with statements the server could not place by itself (422 statement_accounts_required):
// for each one, the account it goes to — one of the business's in its currency, a new account with
// its number, or none — then the same files are sent again with the answers.
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { StatementAccountsRequired, StatementChoice } from '@portal/contracts';
import { useState } from 'react';
import { displayDate } from '../../../lib/format';
import { IMPORT_MSG } from '../messages';
import { formatAmount } from '../utils/money';

const CREATE = 'create';
const SKIP = 'skip';

export function StatementAccountsForm({
  required,
  onSubmit,
  onCancel,
}: {
  required: StatementAccountsRequired;
  onSubmit: (choices: StatementChoice[]) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<Record<number, string>>(() =>
    Object.fromEntries(required.statements.map((s) => [s.statement, s.can_create ? CREATE : ''])),
  );
  const [tried, setTried] = useState(false);
  const missing = required.statements.some((s) => !picked[s.statement]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing) return;
    onSubmit(
      required.statements.map((s): StatementChoice => {
        const v = picked[s.statement]!;
        const base = { file_name: required.file_name, statement: s.statement };
        if (v === CREATE) return { ...base, create: true };
        if (v === SKIP) return { ...base, skip: true };
        return { ...base, bm_account_id: Number(v) };
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="statement-accounts-form">
      <Stack gap="md">
        <Alert color="blue" title={IMPORT_MSG.accountsTitle}>
          <Text size="sm">{required.error}</Text>
          <Text size="sm">{IMPORT_MSG.accountsIntro}</Text>
        </Alert>
        {required.statements.map((s) => {
          const options = [
            ...(s.can_create ? [{ value: CREATE, label: IMPORT_MSG.createAccount(s.account_number) }] : []),
            ...required.accounts
              .filter((a) => a.currency === s.currency)
              .map((a) => ({ value: String(a.id), label: `${a.bank_name} N° ${a.number}` })),
            { value: SKIP, label: IMPORT_MSG.skipStatement },
          ];
          const period = [s.period_start, s.period_end].filter(Boolean).map((d) => displayDate(d));
          return (
            <Stack key={s.statement} gap={4} data-testid="statement-choice">
              <Text fw={600} size="sm">
                {IMPORT_MSG.statementLabel(s.account_number, s.card, s.currency, s.entries)}
              </Text>
              {s.closing_balance !== null || period.length > 0 ? (
                <Text size="xs" c="dimmed">
                  {[
                    period.join(' – '),
                    s.closing_balance !== null
                      ? IMPORT_MSG.resultBalance(formatAmount(s.closing_balance, s.currency), null)
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ) : null}
              <Select
                label={IMPORT_MSG.statementTarget}
                data={options}
                value={picked[s.statement] || null}
                onChange={(v) => setPicked((p) => ({ ...p, [s.statement]: v ?? '' }))}
                allowDeselect={false}
                error={tried && !picked[s.statement] ? IMPORT_MSG.chooseAll : undefined}
              />
            </Stack>
          );
        })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {IMPORT_MSG.back}
          </Button>
          <Button type="submit" data-testid="statement-accounts-submit">
            {IMPORT_MSG.submitAccounts}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
