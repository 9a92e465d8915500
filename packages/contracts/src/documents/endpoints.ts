import { z } from 'zod';
import { messageResponse } from '../common';
import { endpoint } from '../endpoint';
import {
  documentIdParams,
  documentListQuery,
  documentListResponse,
  documentResponse,
  documentTagsResponse,
  updateDocumentBody,
} from './documents';

// The document library (spec platform §7 "Documents"). The spec names the calls, not their base
// path: they are designed under /v1/client/documents, like the rest of the client API.

export const DOCUMENTS_AREA = 'documents';
export const DOCUMENTS_PATH = '/v1/client/documents';
const ONE = `${DOCUMENTS_PATH}/:document_id` as const;
const business = { access: 'business', area: DOCUMENTS_AREA } as const;

export const documentsEndpoints = {
  list: endpoint({
    ...business,
    method: 'GET',
    path: DOCUMENTS_PATH,
    summary: 'Documentos de la empresa, con búsqueda por nombre, etiqueta y tipo; página de 10',
    description: 'search_by: search (nombre), tag, document_kind (document_kind o url_kind).',
    query: documentListQuery,
    response: documentListResponse,
  }),
  tags: endpoint({
    ...business,
    method: 'GET',
    path: `${DOCUMENTS_PATH}/tags`,
    summary: 'Etiquetas usadas en los documentos de la empresa, con cuántos documentos las llevan',
    response: documentTagsResponse,
  }),
  create: endpoint({
    ...business,
    method: 'POST',
    path: DOCUMENTS_PATH,
    idempotent: true,
    status: 201,
    summary: 'Crea un documento: un archivo (pdf, docx, doc, xls, png, jpg; hasta 10 MB) o un enlace',
    description:
      "multipart/form-data: file (archivo), o url con document_kind 'url_kind'; name; tags (repetido, o separado por comas). El tipo del archivo se verifica por su contenido y debe coincidir con su extensión.",
    upload: true,
    response: documentResponse,
  }),
  detail: endpoint({
    ...business,
    method: 'GET',
    path: ONE,
    summary: 'Un documento',
    params: documentIdParams,
    response: documentResponse,
  }),
  update: endpoint({
    ...business,
    method: 'PUT',
    path: ONE,
    summary: 'Cambia el nombre, las etiquetas o (de un enlace) el enlace de un documento',
    params: documentIdParams,
    body: updateDocumentBody,
    response: documentResponse,
  }),
  remove: endpoint({
    ...business,
    method: 'DELETE',
    path: ONE,
    summary: 'Elimina un documento (y su archivo)',
    params: documentIdParams,
    response: messageResponse,
  }),
  download: endpoint({
    ...business,
    method: 'GET',
    path: `${ONE}/file`,
    summary: 'El archivo de un documento (como descarga, con su tipo de contenido)',
    params: documentIdParams,
    response: z.never(),
    file: true,
  }),
};
