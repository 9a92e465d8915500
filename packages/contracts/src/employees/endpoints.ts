import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  employeeBody,
  employeeDeletedResponse,
  employeeExportQuery,
  employeeImportResponse,
  employeeListQuery,
  employeeListResponse,
  employeeResponse,
  employeeRutParams,
  employeeUpdateBody,
} from './schemas';

// Employees of the business (issue #29 §1; spec platform §2.3 /remuneraciones/empleados and
// empleado/:rut?). The spec lists employee endpoints without their use: designed under /v1/client
// like the rest, a worker named by RUT as the screen's path names it (README of the API feature).

export const EMPLOYEES_AREA = 'employees';
const EMPLOYEES = '/v1/client/employees';
const business = { access: 'business', area: EMPLOYEES_AREA } as const;

export const employeesEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: EMPLOYEES,
    summary: 'Trabajadores de la empresa: búsqueda, estado y página de 10',
    description:
      'search: RUT (con o sin puntos y guion), nombres, apellidos o cargo. status: working (Trabajando) o settled (Finiquitado). Orden: apellidos y nombres.',
    query: employeeListQuery,
    response: employeeListResponse,
  }),
  exportFile: endpoint({
    ...business,
    method: 'GET',
    path: `${EMPLOYEES}/export`,
    summary: 'Los trabajadores que calzan con la búsqueda, en Excel (trabajadores.xlsx)',
    description: 'Las mismas columnas que lee la importación: descargar, corregir y volver a importar.',
    query: employeeExportQuery,
    response: z.never(),
    file: true,
  }),
  importFile: endpoint({
    ...business,
    method: 'POST',
    path: `${EMPLOYEES}/import`,
    idempotent: true,
    upload: true,
    summary: 'Importa trabajadores desde una planilla Excel (.xlsx)',
    description:
      "multipart/form-data, campo 'files' (una planilla .xlsx de hasta 5 MB, con las columnas de la exportación). Todo o nada: una celda con problemas rechaza la planilla (422, con la fila y la columna de cada problema). Un RUT que ya está se actualiza; importar dos veces la misma planilla no cambia nada.",
    response: employeeImportResponse,
  }),
  show: endpoint({
    ...business,
    method: 'GET',
    path: `${EMPLOYEES}/:employee_rut`,
    summary: 'Un trabajador con todos sus datos',
    params: employeeRutParams,
    response: employeeResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: EMPLOYEES,
    idempotent: true,
    status: 201,
    summary: 'Agrega un trabajador (RUT válido, no repetido en la empresa)',
    body: employeeBody,
    response: employeeResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${EMPLOYEES}/:employee_rut`,
    idempotent: true,
    summary: 'Cambia los datos de un trabajador, o lo finiquita (status settled con fecha de término)',
    params: employeeRutParams,
    body: employeeUpdateBody,
    response: employeeResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${EMPLOYEES}/:employee_rut`,
    summary: 'Elimina un trabajador ingresado por error (uno finiquitado se conserva)',
    params: employeeRutParams,
    response: employeeDeletedResponse,
  }),
};
