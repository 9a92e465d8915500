import {
  IconBook2,
  IconBuildingBank,
  IconBuildingStore,
  IconCalculator,
  IconCash,
  IconChecklist,
  IconCreditCard,
  IconFileInvoice,
  IconFolder,
  IconGift,
  IconHelpCircle,
  IconHome,
  IconReceipt2,
  IconReceiptTax,
  IconSchool,
  IconSettings,
  IconShare,
  IconUsers,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { MenuIcon } from '../../../shared/menu';

type IconProps = { size?: number | string; stroke?: number; 'aria-hidden'?: boolean };

export const MENU_ICONS: Record<MenuIcon, ComponentType<IconProps>> = {
  home: IconHome,
  tasks: IconChecklist,
  invoices: IconFileInvoice,
  clients: IconUsersGroup,
  vat: IconReceiptTax,
  bank: IconBuildingBank,
  expenses: IconReceipt2,
  accounting: IconCalculator,
  payroll: IconUsers,
  documents: IconFolder,
  'cash-flow': IconCash,
  business: IconBuildingStore,
  payments: IconCreditCard,
  settings: IconSettings,
  help: IconHelpCircle,
  benefits: IconGift,
  school: IconSchool,
  referrals: IconShare,
  account: IconUserCircle,
};

export const FALLBACK_ICON = IconBook2;
