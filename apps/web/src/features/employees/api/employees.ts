// The employees area's calls: the list, one worker, its writes, the spreadsheet out and in.
import {
  type EmployeeEdit,
  type EmployeeFields,
  type EmployeeListQuery,
  employeesEndpoints as ep,
} from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { saveBlob } from '../../../lib/save-blob';

export type ListState = { page: number; search: string; status: 'working' | 'settled' | undefined };

const listQuery = (s: ListState): EmployeeListQuery => ({
  page: s.page,
  ...(s.search.trim() ? { search: s.search.trim() } : {}),
  ...(s.status ? { status: s.status } : {}),
});

export function useEmployeeList(s: ListState) {
  return useBusinessQuery(ep.list, { query: listQuery(s) as never }, { placeholderData: keepBusinessData });
}

export async function downloadEmployees(s: ListState): Promise<void> {
  const { page: _page, ...query } = listQuery(s);
  saveBlob(await callFile(ep.exportFile, { query: query as never }), 'trabajadores.xlsx');
}

export function useEmployee(rut: string | null) {
  return useBusinessQuery(
    ep.show,
    { params: { employee_rut: rut ?? '' } },
    { enabled: rut !== null, retry: false },
  );
}

export function useCreateEmployee() {
  return useBusinessMutation(ep.create, (employee: EmployeeFields) => ({ body: { employee } }));
}

export function useUpdateEmployee(rut: string) {
  return useBusinessMutation(ep.update, (employee: EmployeeEdit) => ({
    params: { employee_rut: rut },
    body: { employee },
  }));
}

export function useDeleteEmployee() {
  return useBusinessMutation(ep.remove, (rut: string) => ({ params: { employee_rut: rut } }));
}

export function useImportEmployees() {
  return useBusinessMutation(ep.importFile, (file: File) => {
    const form = new FormData();
    form.append('files', file, file.name);
    return { body: form };
  });
}
