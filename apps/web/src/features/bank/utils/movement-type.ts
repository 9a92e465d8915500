// What the bank calls a movement (OFX TRNTYPE; camt.053 and CSV cartolas write their own words), as
// a Spanish label. A type the portal does not know is shown as the bank wrote it.
const OFX_TYPES: Record<string, string> = {
  CREDIT: 'Abono',
  DEBIT: 'Cargo',
  INT: 'Intereses',
  DIV: 'Dividendos',
  FEE: 'Comisión',
  SRVCHG: 'Cargo por servicio',
  DEP: 'Depósito',
  ATM: 'Cajero automático',
  POS: 'Compra con tarjeta',
  XFER: 'Transferencia',
  CHECK: 'Cheque',
  PAYMENT: 'Pago',
  CASH: 'Retiro en efectivo',
  DIRECTDEP: 'Depósito directo',
  DIRECTDEBIT: 'Cargo automático',
  REPEATPMT: 'Pago recurrente',
  OTHER: 'Otro',
};

export function movementTypeLabel(type: string | null): string | null {
  if (!type) return null;
  return OFX_TYPES[type.trim().toUpperCase()] ?? type;
}
