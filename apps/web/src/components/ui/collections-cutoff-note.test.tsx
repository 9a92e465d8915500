// @vitest-environment jsdom
// The cut-off beside receivable figures: the date as DD/MM/AAAA when there is one, "every unpaid
// invoice" when not, and the link to change it only for whoever may change it.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../test/dom-stubs';
import { CollectionsCutoffNote } from './collections-cutoff-note';

const current = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('../../lib/current-business', () => ({ useCurrentBusiness: () => current.value }));

beforeAll(stubBrowserApis);
afterEach(cleanup);

const show = (collections_since: string | null, canWrite: boolean) => {
  current.value = { business: { id: 1, collections_since }, canWrite };
  render(
    <MantineProvider>
      <MemoryRouter>
        <CollectionsCutoffNote />
      </MemoryRouter>
    </MantineProvider>,
  );
  return screen.getByTestId('collections-cutoff');
};

describe('CollectionsCutoffNote', () => {
  it('names the date, day first, with the link to Mi empresa', () => {
    const note = show('2026-10-01', true);
    expect(note.textContent).toBe(
      'Cuenta las facturas desde el 01/10/2026, tu fecha de gestión de cobranza. Cambiar en Mi empresa',
    );
    expect(screen.getByRole('link', { name: 'Cambiar en Mi empresa' }).getAttribute('href')).toBe(
      '/mis-datos/mi-empresa',
    );
  });

  it('says every unpaid invoice counts when there is no date, and a guest gets no link', () => {
    const note = show(null, false);
    expect(note.textContent?.trim()).toBe('Cuenta todas las facturas sin pagar.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
