import type { CsvMapping } from './types';

export type CsvPreset = { label: string; mapping: CsvMapping };

// Column layouts of the main Chilean banks' cartola exports (the web's "descargar en Excel/CSV",
// saved as CSV). Banks change these without notice, so detection (csv-detect.ts) also falls back
// to recognising the columns by their usual names, and the user can always give a mapping.
// Each entry says where its headers come from; "not verified" means no real export was found
// and the layout is a best guess: check it against a real file before trusting it.
export const CSV_PRESETS: Record<string, CsvPreset> = {
  // Verified against two independent readers of real exports (cuenta corriente / vista):
  // Fecha | Descripción | Canal o Sucursal | Cargos (CLP) | Abonos (CLP) | Saldo (CLP), a few
  // metadata rows (Sr(a):, Rut:, Cuenta:, Moneda:) above the header.
  'banco-de-chile': {
    label: 'Banco de Chile (cuenta corriente / vista)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cargos (CLP)',
      creditColumn: 'Abonos (CLP)',
      balanceColumn: 'Saldo (CLP)',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Verified against a real "Cartolas históricas de Cuentas Corrientes" export saved as CSV:
  // MONTO (signed) | DESCRIPCIÓN MOVIMIENTO | FECHA | N° DOCUMENTO | SUCURSAL | CARGO/ABONO (C/A),
  // with "Cuenta Corriente N°: …" and the period above the header; no balance column.
  santander: {
    label: 'Santander (cartola histórica de cuenta corriente)',
    mapping: {
      dateColumn: 'FECHA',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'DESCRIPCIÓN MOVIMIENTO',
      amountColumn: 'MONTO',
      referenceColumn: 'N° DOCUMENTO',
      typeColumn: 'CARGO/ABONO',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Santander's "movimientos" screen export, as described by another open-source importer
  // (Fecha | Detalle | Monto cargo ($) | Monto abono ($) | Saldo ($), dates DD-MM-YYYY); not
  // verified against a file.
  'santander-movimientos': {
    label: 'Santander (movimientos de cuenta corriente)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD-MM-YYYY',
      descriptionColumn: 'Detalle',
      debitColumn: 'Monto cargo ($)',
      creditColumn: 'Monto abono ($)',
      balanceColumn: 'Saldo ($)',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // From an accountant's importer documenting its BancoEstado input ("estado.xlsx"): Fecha |
  // Sucursal | N° Cuenta Corriente | Alias | N° Cartola | N° Operación | Descripción |
  // Cheques / Cargos | Depósitos / Abonos | Saldo. Seen there as Excel; the CSV form is assumed.
  bancoestado: {
    label: 'BancoEstado (cuenta corriente)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cheques / Cargos',
      creditColumn: 'Depósitos / Abonos',
      balanceColumn: 'Saldo',
      referenceColumn: 'N° Operación',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Same source as BancoEstado: Fecha | Sucursal | Descripción | N° Documento |
  // Cheques y otros cargos | Depósitos y Abono | Saldo diario.
  bci: {
    label: 'BCI (cuenta corriente)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cheques y otros cargos',
      creditColumn: 'Depósitos y Abono',
      balanceColumn: 'Saldo diario',
      referenceColumn: 'N° Documento',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Same source: Fecha | Número de operación | Sucursal | Descripción | Depósitos o abonos |
  // Giros o cargos | Saldo diario. Its sample shows dates as DD/MM without the year, which no
  // mapping can read: this preset assumes the full DD/MM/YYYY export.
  itau: {
    label: 'Itaú (cuenta corriente)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Giros o cargos',
      creditColumn: 'Depósitos o abonos',
      balanceColumn: 'Saldo diario',
      referenceColumn: 'Número de operación',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Same source: Fecha (DD-MM-YYYY) | Descripción | Numero Documento | Cargo | Abono | Saldo Diario.
  scotiabank: {
    label: 'Scotiabank (cuenta corriente)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD-MM-YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      balanceColumn: 'Saldo Diario',
      referenceColumn: 'Numero Documento',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Not verified: no real Banco Security export was found. The usual Chilean headers are assumed.
  security: {
    label: 'Banco Security (cuenta corriente, sin verificar)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cargos',
      creditColumn: 'Abonos',
      balanceColumn: 'Saldo',
      referenceColumn: 'N° Documento',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Not verified: no real Banco BICE export was found. The usual Chilean headers are assumed.
  bice: {
    label: 'Banco BICE (cuenta corriente, sin verificar)',
    mapping: {
      dateColumn: 'Fecha',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'Descripción',
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      balanceColumn: 'Saldo',
      referenceColumn: 'Documento',
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
  // Only Banco Falabella's credit-card layout was found (another importer's description):
  // FECHA | DESCRIPCION | TITULAR/ADICIONAL | MONTO | CUOTAS PENDIENTES | VALOR CUOTA, MONTO
  // positive for purchases (hence negateAmount). Its cuenta corriente layout is not known.
  'falabella-tarjeta': {
    label: 'Banco Falabella (tarjeta de crédito)',
    mapping: {
      dateColumn: 'FECHA',
      dateFormat: 'DD/MM/YYYY',
      descriptionColumn: 'DESCRIPCION',
      amountColumn: 'MONTO',
      negateAmount: true,
      numberStyle: 'cl',
      currency: 'CLP',
    },
  },
};
