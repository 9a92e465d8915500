import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  f29DeclaredRemanenteBody,
  f29DeclaredRemanenteResponse,
  f29DocumentsQuery,
  f29DocumentsResponse,
  f29PeriodParams,
  f29ProposalResponse,
  f29SettingsBody,
  f29SettingsResponse,
  f29UtmBody,
  f29UtmValuesResponse,
} from './proposal';

// The F29 proposal. The spec names no paths for it: designed under /v1/client.

export const F29_PROPOSAL_AREA = 'f29-proposal';
const BASE = '/v1/client/f29_proposals';
const business = { access: 'business', area: F29_PROPOSAL_AREA } as const;

export const f29ProposalEndpoints = {
  show: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/:year/:month`,
    summary:
      'Propuesta de F29 de un mes calculada desde los libros: líneas con su código, regla y documentos',
    params: f29PeriodParams,
    response: f29ProposalResponse,
  }),
  documents: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/:year/:month/documents`,
    summary: 'Los documentos detrás de una línea de la propuesta (página de 10)',
    params: f29PeriodParams,
    query: f29DocumentsQuery,
    response: f29DocumentsResponse,
  }),
  pdf: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/:year/:month.pdf`,
    summary: 'La propuesta de F29 del mes en PDF, con el nombre y RUT de la empresa',
    params: f29PeriodParams,
    response: z.never(),
    file: true,
  }),
  settings: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/settings`,
    summary: 'La tasa de PPM que usa la propuesta',
    response: f29SettingsResponse,
  }),
  updateSettings: endpoint({
    ...business,
    method: 'PUT',
    path: `${BASE}/settings`,
    summary: 'Fija la tasa de PPM de la empresa (null vuelve a la tasa por omisión)',
    body: f29SettingsBody,
    response: f29SettingsResponse,
  }),
  utmValues: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/utm_values`,
    summary: 'Las UTM que ingresó la empresa para los meses que el portal aún no conoce',
    response: f29UtmValuesResponse,
  }),
  setUtmValue: endpoint({
    ...business,
    method: 'PUT',
    path: `${BASE}/utm_values/:year/:month`,
    summary: 'Guarda la UTM que publicó el SII para un mes (ingresada por el usuario)',
    params: f29PeriodParams,
    body: f29UtmBody,
    response: f29UtmValuesResponse,
  }),
  declaredRemanente: endpoint({
    ...business,
    method: 'GET',
    path: `${BASE}/declared_remanente`,
    summary: 'El remanente de crédito fiscal (077) del último F29 que declaró la empresa, y su mes',
    response: f29DeclaredRemanenteResponse,
  }),
  setDeclaredRemanente: endpoint({
    ...business,
    method: 'PUT',
    path: `${BASE}/declared_remanente`,
    summary:
      'Guarda el 077 del último F29 declarado: la cadena del remanente (504) de los meses siguientes parte de él',
    body: f29DeclaredRemanenteBody,
    response: f29DeclaredRemanenteResponse,
  }),
  deleteDeclaredRemanente: endpoint({
    ...business,
    method: 'DELETE',
    path: `${BASE}/declared_remanente`,
    summary: 'Borra el 077 declarado: la cadena vuelve a partir del primer mes con documentos',
    response: f29DeclaredRemanenteResponse,
  }),
};
