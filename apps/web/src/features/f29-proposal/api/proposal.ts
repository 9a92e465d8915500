// The calls of the F29 proposal: the month's lines, the documents behind one line (10 a page) and
// the PDF, read again whenever the books change; and the one write, the UTM of a month the portal
// does not know yet, entered by the user (it changes the proposal, so it refreshes the area).
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
