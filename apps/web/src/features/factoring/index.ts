// Factoring for other screens: the modal (invoice lists and detail) and Configuración's section.
export { FactoringModal, type FactoredInvoice } from './components/factoring-modal';
export { FactoringSection } from './components/factoring-section';
export { FACTORING_MSG } from './messages';
