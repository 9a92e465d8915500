// The spreadsheet import: a file picker, and the problems of a refused file by row and column.
import { Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useImportEmployees } from '../api/employees';
import { EMPLOYEES_MSG as M } from '../messages';

type Problem = { row: number; column: string; message: string };

export function ImportButton() {
  const upload = useImportEmployees();
  const [problems, setProblems] = useState<{ message: string; list: Problem[] } | null>(null);
  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (r) => notifySuccess(r.message),
      onError: (err: ApiError) => {
        const list = (err.body as { problems?: Problem[] } | null)?.problems;
        if (list?.length) setProblems({ message: err.message, list });
        else notifyError(err);
      },
    });
  };
  return (
    <>
      <FileButton
        onChange={send}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
            title={M.importHelp}
            data-testid="employees-import"
          >
            {M.importButton}
          </Button>
        )}
      </FileButton>
      <Modal opened={problems !== null} onClose={() => setProblems(null)} title={M.importProblems} size="lg">
        <Stack gap="sm" data-testid="employees-import-problems">
          <Text size="sm">{problems?.message}</Text>
          <List size="sm" spacing={4}>
            {problems?.list.map((p) => (
              <List.Item key={`${p.row}-${p.column}`}>
                <Text span fw={600} size="sm">
                  {M.problemAt(p.row, p.column)}:
                </Text>{' '}
                {p.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Modal>
    </>
  );
}
