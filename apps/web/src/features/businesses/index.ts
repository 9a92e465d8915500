// The business area for the shell, the dashboard and other screens: the selector, badges, the debtor
// modal, the terms to accept and switching business. Reading the current business is lib/current-business.
export { useAcceptTerm, useBusinessTerm } from './api/terms';
export { PlanTierBadge, StatusBadge } from './components/business-badges';
export { BusinessSelector } from './components/business-selector';
export { DebtorModal } from './components/debtor-modal';
export { switchBusiness } from './switch-business';
export { useUpdateBusiness } from './api/business';
