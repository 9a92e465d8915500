// The calls of the F29 proposal: the month's lines, the documents behind one line (10 a page) and
// the PDF, read again whenever the books change; and the writes: the UTM of a month the portal
// does not know yet, and the 077 of the last F29 filed, entered by the user (each changes the proposal,
// so it refreshes the area).
import { F29_PROPOSAL_AREA, type F29Line, f29ProposalEndpoints as ep } from '@portal/contracts';
import { callFile } from '../../../lib/api-client';
import { keepBusinessData, useBusinessMutation, useBusinessQuery } from '../../../lib/business-query';
import { saveBlob as saveFile } from '../../../lib/save-blob';

export function useF29Proposal(year: number, month: number) {
  return useBusinessQuery(ep.show, { params: { year, month } }, { placeholderData: keepBusinessData });
}

export function useF29LineDocuments(
  year: number,
  month: number,
  code: F29Line['code'],
  page: number,
  enabled: boolean,
) {
  return useBusinessQuery(
    ep.documents,
    { params: { year, month }, query: { code, page } },
    { enabled, placeholderData: keepBusinessData },
  );
}

export async function downloadF29Pdf(year: number, month: number): Promise<void> {
  const blob = await callFile(
    ep.pdf,
    { params: { year, month } },
    { headers: { accept: 'application/pdf' } },
  );
  saveFile(blob, `propuesta-f29-${year}${String(month).padStart(2, '0')}.pdf`);
}

export function useSetF29Utm() {
  return useBusinessMutation(
    ep.setUtmValue,
    ({ year, month, pesos }: { year: number; month: number; pesos: number }) => ({
      params: { year, month },
      body: { pesos },
    }),
    { invalidates: [F29_PROPOSAL_AREA] },
  );
}

/** The 077 of the last F29 the business filed: it restarts the remanente chain (refreshes the area). */
export function useSetF29DeclaredRemanente() {
  return useBusinessMutation(
    ep.setDeclaredRemanente,
    (body: { year: number; month: number; pesos: number }) => ({ body }),
    { invalidates: [F29_PROPOSAL_AREA] },
  );
}

export function useRemoveF29DeclaredRemanente() {
  return useBusinessMutation(ep.deleteDeclaredRemanente, (_: undefined) => ({}), {
    invalidates: [F29_PROPOSAL_AREA],
  });
}
