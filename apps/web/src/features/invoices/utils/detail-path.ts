import type { OperationType } from '../api/types';

/** Where each invoice's own page is (spec §2): purchases by path, sales by ?id=. */
export function detailPath(operationType: OperationType, id: number): string {
  return operationType === 'COMPRA'
    ? `/compras-y-ventas/detalle-de-factura-de-compra/${id}`
    : `/compras-y-ventas/detalle-de-factura?id=${id}`;
}
