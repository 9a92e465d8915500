-- The sales list's collection-state filter: the few sales in collection (notified or
-- judicial) in the list's order, so the filter walks only them; 'none' (nearly every row) takes
-- the list's usual indexes.
CREATE INDEX invoices_collection_state_idx
  ON invoices (business_id, direction, collection_state, issue_date DESC, id DESC)
  WHERE collection_state <> 'none';
