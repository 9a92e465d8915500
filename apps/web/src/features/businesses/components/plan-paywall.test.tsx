// @vitest-environment jsdom
// The plan paywall (platform §2.4): a prospect with a valid contract plan sees the offer of the area
// it tried to open, under that area's own title; any other business sees the area itself.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowserApis } from '../../../test/dom-stubs';
import { PlanPaywall } from './plan-paywall';

const current = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('../../../lib/current-business', () => ({ useCurrentBusiness: () => current.value }));
vi.mock('../../../lib/flags', () => ({ useRouteActive: () => false }));

beforeAll(stubBrowserApis);
afterEach(cleanup);

const show = (prospect: boolean, area?: 'bank' | 'salesReport' | 'records') => {
  current.value = { business: { id: 1, prospect, valid_contract_plan: true }, canWrite: true };
  render(
    <MantineProvider>
      <MemoryRouter>
        <PlanPaywall area={area}>
          <p>contenido del área</p>
        </PlanPaywall>
      </MemoryRouter>
    </MantineProvider>,
  );
};

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('PlanPaywall', () => {
  it("shows the bank's offer by default", () => {
    show(true);
    expect(heading()).toBe('Conecta tu banco y ahorra horas de trabajo');
    expect(screen.queryByText('contenido del área')).toBeNull();
  });

  it('gives the sales report and the other records their own titles, not the bank one', () => {
    show(true, 'salesReport');
    expect(heading()).toBe('Prepara tu declaración de IVA sin planillas');
    expect(screen.getByTestId('plan-paywall').textContent).not.toContain('banco');
    cleanup();
    show(true, 'records');
    expect(heading()).toBe('Registra todo lo que entra y sale de tu empresa');
  });

  it('without a contract plan to sell, a customer asks the executive', () => {
    show(true, 'records');
    expect(screen.getByText('Para contratar un plan, comunícate con tu ejecutivo.')).toBeTruthy();
  });

  it('lets a business that is not a prospect through', () => {
    show(false, 'records');
    expect(screen.getByText('contenido del área')).toBeTruthy();
    expect(screen.queryByTestId('plan-paywall')).toBeNull();
  });
});
