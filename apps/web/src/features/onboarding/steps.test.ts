import { describe, expect, it } from 'vitest';
import { cleanCode, leavesForDashboard, needsSession, stageOf, stepOf, stepPath } from './steps';

describe('onboarding steps', () => {
  it('defaults to create-account for a missing or unknown step', () => {
    expect(stepOf(new URLSearchParams(''))).toBe('create-account');
    expect(stepOf(new URLSearchParams('step=otra'))).toBe('create-account');
    expect(stepOf(new URLSearchParams('step=connect-sii'))).toBe('connect-sii');
  });

  it('maps each step to its stage; verification sent is part of confirming', () => {
    expect(stageOf('account-verification-sent')).toBe(stageOf('account-confirmation'));
    expect(stageOf('connect-sii')).toBe(3);
  });

  it('builds step paths keeping only given values', () => {
    expect(stepPath('account-confirmation', { email: 'a@b.cl', ref: null })).toBe(
      '/on-boarding?step=account-confirmation&email=a%40b.cl',
    );
  });

  it('only the steps after confirmation are for a signed-in user', () => {
    expect(needsSession('business-and-personal-data')).toBe(true);
    expect(needsSession('connect-sii')).toBe(true);
    expect(needsSession('account-confirmation')).toBe(false);
  });

  it('sends a signed-in visitor to the dashboard, but for the steps after the confirmation', () => {
    expect(leavesForDashboard('create-account', true)).toBe(true);
    expect(leavesForDashboard('account-confirmation', true)).toBe(true);
    expect(leavesForDashboard('token-confirmation', true)).toBe(true);
    expect(leavesForDashboard('business-and-personal-data', true)).toBe(false);
    expect(leavesForDashboard('connect-sii', true)).toBe(false);
    expect(leavesForDashboard('create-account', false)).toBe(false);
    expect(leavesForDashboard('token-confirmation', false)).toBe(false);
  });

  it('keeps six digits of a pasted code', () => {
    expect(cleanCode(' 123-456 ')).toBe('123456');
    expect(cleanCode('12345678')).toBe('123456');
  });
});
