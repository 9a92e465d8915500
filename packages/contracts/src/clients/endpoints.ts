import { endpoint } from '../endpoint';
import {
  clientListQuery,
  clientListResponse,
  clientResponse,
  clientRutParams,
  contactDeletedResponse,
  contactIdParams,
  contactListQuery,
  contactResponse,
  contactTypesResponse,
  contactsResponse,
  createClientBody,
  createContactBody,
  createProviderBody,
  providerListQuery,
  providerListResponse,
  providerResponse,
  providerRutParams,
  registryQuery,
  registryResponse,
  updateContactBody,
  updateCounterpartBody,
  updateProviderBody,
} from './schemas';

// Clients, providers, their contacts and registries (spec §7 "Clients", "Providers", "Contacts"; the
// paths are not in the spec: designed under /v1/client like the rest).

export const CLIENTS_AREA = 'clients';
const CLIENTS = '/v1/client/clients';
const PROVIDERS = '/v1/client/providers';
const CONTACTS = '/v1/client/contacts';
const business = { access: 'business', area: CLIENTS_AREA } as const;
const CSV =
  'format=csv descarga todas las filas que cumplen la búsqueda (report.csv: separado por punto y coma, UTF-8 con BOM, fechas DD/MM/AAAA).';

export const clientEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: CLIENTS,
    summary: 'Clientes con sus cifras: deuda, documentos, vencido, por cobrar y por cobrar próximo',
    description: `Página de 10 por omisión, búsqueda por RUT o nombre, orden por cualquier columna de la fila. Totales sobre todos los clientes. ${CSV}`,
    query: clientListQuery,
    response: clientListResponse,
    file: true,
  }),
  show: endpoint({
    ...business,
    method: 'GET',
    path: `${CLIENTS}/:client_rut`,
    summary: 'Un cliente con sus contactos y cifras',
    params: clientRutParams,
    response: clientResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: CLIENTS,
    idempotent: true,
    summary: 'Agrega un cliente aún sin facturas (RUT válido, no repetido)',
    body: createClientBody,
    response: clientResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${CLIENTS}/:client_rut`,
    idempotent: true,
    summary: 'Cambia los datos de un cliente (días de pago: vencimiento de sus nuevas facturas)',
    params: clientRutParams,
    body: updateCounterpartBody,
    response: clientResponse,
  }),
  salesRecord: endpoint({
    ...business,
    method: 'GET',
    path: `${CLIENTS}/:client_rut/sales_record`,
    summary: 'Registro de ventas de un cliente: sus documentos del más reciente al más antiguo',
    params: clientRutParams,
    query: registryQuery,
    response: registryResponse,
  }),
};

export const providerEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: PROVIDERS,
    summary: 'Proveedores con sus cifras: deuda, documentos, vencido, por pagar y por pagar próximo',
    description: `Página de 10 por omisión, búsqueda por RUT o nombre, orden por cualquier columna de la fila. Totales sobre todos los proveedores. ${CSV}`,
    query: providerListQuery,
    response: providerListResponse,
    file: true,
  }),
  show: endpoint({
    ...business,
    method: 'GET',
    path: `${PROVIDERS}/:provider_rut`,
    summary: 'Un proveedor con sus contactos y cifras',
    params: providerRutParams,
    response: providerResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: PROVIDERS,
    idempotent: true,
    summary: 'Agrega un proveedor aún sin facturas (RUT válido, no repetido)',
    body: createProviderBody,
    response: providerResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${PROVIDERS}/:provider_rut`,
    idempotent: true,
    summary: 'Cambia los datos de un proveedor',
    params: providerRutParams,
    body: updateProviderBody,
    response: providerResponse,
  }),
  purchasesRecord: endpoint({
    ...business,
    method: 'GET',
    path: `${PROVIDERS}/:provider_rut/purchases_record`,
    summary: 'Registro de compras de un proveedor: sus documentos del más reciente al más antiguo',
    params: providerRutParams,
    query: registryQuery,
    response: registryResponse,
  }),
};

export const contactEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: CONTACTS,
    summary: 'Contactos de un cliente (contact_type=client) o proveedor (provider) por su RUT',
    query: contactListQuery,
    response: contactsResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: CONTACTS,
    idempotent: true,
    summary: 'Agrega un contacto a un cliente o proveedor',
    body: createContactBody,
    response: contactResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: `${CONTACTS}/:id`,
    idempotent: true,
    summary: 'Cambia un contacto',
    params: contactIdParams,
    body: updateContactBody,
    response: contactResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: `${CONTACTS}/:id`,
    summary: 'Elimina un contacto',
    params: contactIdParams,
    response: contactDeletedResponse,
  }),
  types: endpoint({
    ...business,
    method: 'GET',
    path: '/v1/client/contact_types',
    summary: 'Tipos de contacto (Cobranza, Pagos, Comercial, …)',
    response: contactTypesResponse,
  }),
};
