import type { PayslipSection } from './types';

/** The payslip's sections in the order a liquidación shows them, with their Spanish titles. */
export const PAYSLIP_SECTION_TITLES: Readonly<Record<PayslipSection, string>> = {
  haberes_imponibles: 'Haberes imponibles',
  haberes_no_imponibles: 'Haberes no imponibles',
  descuentos_legales: 'Descuentos legales',
  otros_descuentos: 'Otros descuentos',
  aportes_empleador: 'Aportes del empleador',
};

export const PAYSLIP_SECTIONS = Object.keys(PAYSLIP_SECTION_TITLES) as readonly PayslipSection[];
