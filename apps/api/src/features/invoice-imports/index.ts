// What other features and tools use of SII imports (the package entry @portal/api/invoice-imports):
// importing files outside a request (`npm run import`, the bench) and when a business last imported.
export { tooLargeMessage } from './import-files';
export { buildSearchText } from './invoice-rows';
export { createImportBusiness, findBusinessByRut, lastUpdated } from './invoice-imports.repository';
export { importInvoiceFiles } from './invoice-imports.service';
