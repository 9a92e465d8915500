import type { Kind } from '../messages';

const BASE: Record<Kind, string> = {
  client: '/clientes-y-proveedores/mis-clientes',
  provider: '/clientes-y-proveedores/mis-proveedores',
};

export const listPath = (kind: Kind) => BASE[kind];
export const detailPath = (kind: Kind, rut: string) => `${BASE[kind]}/${encodeURIComponent(rut)}`;
export const registryPath = (kind: Kind, rut: string) => `${detailPath(kind, rut)}/registro-de-ventas`;
