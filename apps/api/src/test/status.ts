import { expect } from 'vitest';

/**
 * Asserts the status a request must answer, showing the body when it does not: a setup write
 * that silently fails would otherwise leave the test passing on data it never made.
 */
export function expectStatus(res: { statusCode: number; body: string }, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
}
