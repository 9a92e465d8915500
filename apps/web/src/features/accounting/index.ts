// Accounting for other features: the chart of accounts a record's lines pick from (entries) and the
// ledger's link for an account. The report screens stay inside; their shared parts live in components/ui.
export { useChart } from './api/accounting';
export { AccountSelect } from './components/account-select';
export { accountLabel, ledgerPath } from './utils/chart';
