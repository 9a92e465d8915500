// @vitest-environment jsdom
// The rejection form warns when Ley 19.983's claim window has closed: "dentro de los ocho días
// corridos siguientes a su recepción" (art. 3), so a purchase received on day D can be claimed
// through D + 8 and not after.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { stubBrowserApis } from '../../../test/dom-stubs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RejectReasonForm } from './reject-reason-form';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const show = (receivedOn: string | null, today: string) =>
  render(
    <MantineProvider>
      <RejectReasonForm
        folio={77}
        receivedOn={receivedOn}
        today={today}
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </MantineProvider>,
  );

describe('rejecting a purchase', () => {
  it('says nothing on the eighth calendar day after its reception (the window is still open)', () => {
    // Received 2026-02-24; eight calendar days on, across February's 28 days: 2026-03-04.
    show('2026-02-24', '2026-03-04');
    expect(screen.queryByTestId('reject-late')).toBeNull();
  });

  it('warns from the ninth day, naming the last day a claim was possible', () => {
    show('2026-02-24', '2026-03-05');
    const alert = screen.getByTestId('reject-late');
    expect(alert.textContent).toContain('04/03/2026');
    expect(alert.textContent).toContain('8 días corridos');
  });

  it('warns for a purchase received years ago, and says nothing when the reception date is unknown', () => {
    show('2023-05-10', '2026-12-02');
    expect(screen.getByTestId('reject-late').textContent).toContain('18/05/2023');
    cleanup();
    show(null, '2026-12-02');
    expect(screen.queryByTestId('reject-late')).toBeNull();
  });
});
