// The collections area's components for other screens (the invoice lists and detail, the client page).
export { CollectionModal, type CollectedInvoice } from './components/collection-modal';
export { CollectionStateBadge } from './components/collection-state-badge';
export { ClientCollectionTimeline, InvoiceCollectionTimeline } from './components/collection-timeline';
export { COLLECTION_FILTER_MSG, COLLECTION_MSG, COLLECTION_STATE_LABEL, TIMELINE_MSG } from './messages';
