// The employees list URL (?buscar=&estado=&pagina=): the contract's list query fields.
import { employeeListQuery } from '@portal/contracts';
import { type ListUrlValue, defineListUrl } from '../../../lib/url-state/list-url';
import type { ListState } from '../api/employees';

const { search, status, page } = employeeListQuery.shape;

export const employeesUrl = defineListUrl(
  { search, status, page },
  { params: { search: 'buscar', status: 'estado', page: 'pagina' }, page: 'page', search: 'search' },
);

export const toListState = (v: ListUrlValue<typeof employeesUrl.shape>): ListState => ({
  page: v.page,
  search: v.search ?? '',
  status: v.status,
});

/** The screens' paths: the list, a new worker, one worker by RUT. */
export const EMPLOYEES_PATH = '/remuneraciones/empleados';
export const employeePath = (rut?: string) =>
  rut ? `/remuneraciones/empleado/${rut}` : '/remuneraciones/empleado';
