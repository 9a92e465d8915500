// @vitest-environment jsdom
// The list kit in a browser-like DOM: a small screen built only from the kit (URL state from a
// contract's query fields, ListView) inside a MemoryRouter, so each test reads what a user sees and
// the address the screen wrote.
import { MantineProvider } from '@mantine/core';
import { bmMovementListQuery, invoiceListQuery, movementSearchBy } from '@portal/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { stubBrowserApis } from '../../test/dom-stubs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineListUrl } from '../../lib/url-state/list-url';
import { useListUrlState } from '../../lib/url-state/use-list-url-state';
import { type ListQuery, type ListSelection, ListView, type ListViewProps } from './list-view';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const URL_DEF = defineListUrl(
  {
    search: movementSearchBy.shape.search,
    type_amount: movementSearchBy.shape.type_amount,
    sort_field: invoiceListQuery.shape.sort_field,
    sort_order: invoiceListQuery.shape.sort_order,
    page: bmMovementListQuery.out.shape.page,
  },
  {
    params: { search: 'buscar', type_amount: 'tipo', page: 'pagina' },
    page: 'page',
    search: 'search',
    sort: { field: 'sort_field', order: 'sort_order' },
  },
);

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'Arriendo' },
  { id: 2, name: 'Luz' },
];

const ready: ListQuery = { isPending: false, isError: false, isFetching: false, refetch: () => {} };

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

// `rows` null: nothing loaded yet (an undefined prop would take the default rows).
function Screen({ query = ready, rows = ROWS }: { query?: ListQuery; rows?: Row[] | null }) {
  const url = useListUrlState(URL_DEF, { debounceMs: 20 });
  const v = url.value;
  return (
    <>
      <input
        aria-label="Buscar"
        value={url.search.value}
        onChange={(e) => url.search.onChange(e.target.value)}
      />
      <button type="button" onClick={() => url.set({ type_amount: 'income' })}>
        Ingresos
      </button>
      <span data-testid="value">{JSON.stringify(v)}</span>
      <ListView
        query={query}
        rows={rows ?? undefined}
        rowKey={(r) => r.id}
        compact={false}
        errorMessage="No se pudieron cargar tus movimientos"
        loadingTestId="rows-loading"
        empty={{
          title: 'Aún no tienes movimientos',
          action: <button type="button">Importar cartola</button>,
        }}
        testId="rows"
        columns={[
          { key: 'date', header: 'Fecha', sort: 'fecha_recepcion', cell: () => '01-11-2026' },
          { key: 'folio', header: 'Folio', sort: 'folio', cell: (r) => r.id },
          { key: 'name', header: 'Nombre', cell: (r) => r.name },
        ]}
        card={(r) => <div>{r.name}</div>}
        sort={{ field: v.sort_field, order: v.sort_order, onSort: url.sortBy }}
        footer={{ summary: '1–2 de 30', page: v.page, pages: 3, onPage: (page) => url.set({ page }) }}
      />
      <Where />
    </>
  );
}

function show(ui: React.ReactNode, at = '/') {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

describe('ListView states', () => {
  it('shows the skeleton while the first page loads, and no rows', () => {
    show(<Screen query={{ ...ready, isPending: true }} rows={null} />);
    expect(screen.getByTestId('rows-loading')).toBeTruthy();
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('shows the screen’s error and retries', () => {
    const refetch = vi.fn();
    show(<Screen query={{ ...ready, isError: true, refetch }} rows={null} />);
    expect(screen.getByTestId('error-state').textContent).toContain('No se pudieron cargar tus movimientos');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the screen’s own empty message and action', () => {
    show(<Screen rows={[]} />);
    expect(screen.getByText('Aún no tienes movimientos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar cartola' })).toBeTruthy();
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('shows the rows as a table with the page footer', () => {
    show(<Screen />);
    expect(screen.getByTestId('rows').tagName).toBe('TABLE');
    expect(screen.getByText('Luz')).toBeTruthy();
    expect(screen.getByText('1–2 de 30')).toBeTruthy();
  });
});

describe('sorting by keyboard', () => {
  it('reaches a header with Tab, and Enter toggles aria-sort and the URL', async () => {
    const user = userEvent.setup();
    show(<Screen />);
    const folio = screen.getByTestId('sort-folio');
    const th = folio.closest('th')!;
    expect(th.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByTestId('sort-fecha_recepcion').closest('th')!.getAttribute('aria-sort')).toBe(
      'descending',
    );
    // Search box, filter button, then the two sortable headers.
    for (let i = 0; i < 10 && document.activeElement !== folio; i++) await user.tab();
    expect(document.activeElement).toBe(folio);
    await user.keyboard('{Enter}');
    expect(th.getAttribute('aria-sort')).toBe('descending');
    expect(where().get('sort_field')).toBe('folio');
    // Descending is the contract's default order, which the URL leaves out.
    expect(where().get('sort_order')).toBeNull();
    await user.keyboard('{Enter}');
    expect(th.getAttribute('aria-sort')).toBe('ascending');
    expect(where().get('sort_order')).toBe('asc');
  });
});

describe('URL state', () => {
  it('changes the page through the footer', () => {
    show(<Screen />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(where().get('pagina')).toBe('2');
  });

  it('reads filters from the URL, dropping invalid ones to defaults', () => {
    show(<Screen />, '/?buscar=luz&tipo=nada&pagina=2&sort_order=asc');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({
      search: 'luz',
      sort_field: 'fecha_recepcion',
      sort_order: 'asc',
      page: 2,
    });
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('luz');
  });

  it('writes a filter to the URL and goes back to page 1, keeping other parameters', () => {
    show(<Screen />, '/?pagina=3&movimiento=9');
    fireEvent.click(screen.getByRole('button', { name: 'Ingresos' }));
    expect(where().get('tipo')).toBe('income');
    expect(where().get('pagina')).toBeNull();
    expect(where().get('movimiento')).toBe('9');
  });

  it('writes the search once typing pauses', async () => {
    show(<Screen />, '/?pagina=2');
    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: 'arr' } });
    expect(where().get('buscar')).toBeNull();
    await waitFor(() => expect(where().get('buscar')).toBe('arr'));
    expect(where().get('pagina')).toBeNull();
    await act(async () => {});
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('arr');
  });
});

/** The kit alone, without URL state: a list of two rows the test opens, picks and pages. */
function Kit(props: Partial<ListViewProps<Row>> & { rows?: Row[] | undefined }) {
  return (
    <ListView
      query={ready}
      rows={ROWS}
      rowKey={(r) => r.id}
      compact={false}
      errorMessage="Error"
      empty={{ title: 'Nada' }}
      testId="rows"
      columns={[{ key: 'name', header: 'Nombre', cell: (r) => r.name }]}
      card={(r) => <div>{r.name}</div>}
      {...props}
    />
  );
}

function picker(chosen: Set<number>, toggle = vi.fn()): ListSelection<Row> {
  return {
    isSelected: (r) => chosen.has(r.id),
    toggle,
    setPage: vi.fn(),
    pageLabel: 'Elegir la página',
    pageShortLabel: 'Elegir página',
    rowLabel: (r) => `Elegir ${r.name}`,
  };
}

describe('ListView for long lists', () => {
  it('shows the headers over placeholder rows while the first page loads', () => {
    show(<Kit query={{ ...ready, isPending: true }} rows={undefined} skeletonRows={4} />);
    const table = screen.getByTestId('rows');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Nombre')).toBeTruthy();
    expect(table.querySelectorAll('tbody tr[aria-hidden]')).toHaveLength(4);
  });

  it('shows placeholder cards on a phone while the first page loads', () => {
    show(<Kit compact query={{ ...ready, isPending: true }} rows={undefined} skeletonRows={3} />);
    expect(screen.getByTestId('rows').querySelectorAll('[aria-hidden]')).toHaveLength(3);
  });

  it('dims the previous rows while the next page loads', () => {
    show(<Kit stale />);
    expect(screen.getByTestId('rows').getAttribute('aria-busy')).toBe('true');
  });

  it('offers a page size in the footer and a banner above the rows', () => {
    const onChange = vi.fn();
    show(
      <Kit
        banner={<p>Seleccionaste la página</p>}
        footer={{
          page: 1,
          pages: 3,
          onPage: () => {},
          paginationTestId: 'pages',
          pageSize: { value: 10, options: [10, 25], onChange, label: 'Filas por página', testId: 'size' },
        }}
      />,
    );
    expect(screen.getByText('Seleccionaste la página')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Filas por página'), { target: { value: '25' } });
    expect(onChange).toHaveBeenCalledWith(25);
    expect(screen.getByTestId('pages')).toBeTruthy();
  });

  it('shows no banner over an empty list', () => {
    show(<Kit rows={[]} banner={<p>Seleccionaste la página</p>} />);
    expect(screen.queryByText('Seleccionaste la página')).toBeNull();
  });

  it('picks a row that opens with Space and opens it with Enter', async () => {
    const user = userEvent.setup();
    const toggle = vi.fn();
    const onOpen = vi.fn();
    show(
      <Kit
        selection={picker(new Set([2]), toggle)}
        row={(r) => ({ onOpen: () => onOpen(r), testId: 'row' })}
      />,
    );
    const [first, second] = screen.getAllByTestId('row');
    expect(first!.getAttribute('aria-selected')).toBe('false');
    expect(second!.getAttribute('aria-selected')).toBe('true');
    // The row is the tab stop, not its box.
    expect(screen.getByLabelText('Elegir Arriendo').getAttribute('tabindex')).toBe('-1');
    first!.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveBeenCalledWith(ROWS[0]);
    expect(onOpen).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(ROWS[0]);
  });

  it('offers the page’s box and the screen’s header above the cards', () => {
    show(<Kit compact selection={picker(new Set([1, 2]))} cardsHeader={<select aria-label="Ordenar" />} />);
    expect((screen.getByLabelText('Elegir página') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Ordenar')).toBeTruthy();
  });
});
