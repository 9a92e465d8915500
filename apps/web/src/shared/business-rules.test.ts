import { describe, expect, it } from 'vitest';
import {
  businessTier,
  canWrite,
  debtorAction,
  isBusinessClosed,
  needsCompleteData,
  pickBusinessId,
  roleIn,
  showsPaywall,
  showsRentPopup,
} from './business-rules';

const profile = {
  businesses: [
    { id: 7, rut: '76354771-K', name: 'A', fantasy_name: null },
    { id: 9, rut: '11111111-1', name: 'B', fantasy_name: 'Be' },
  ],
  businesses_users: [
    { business_id: 7, role: 0, role_name: 'owner' as const },
    { business_id: 9, role: 2, role_name: 'other' as const },
  ],
};

describe('plan and status', () => {
  it('tiers from the first plan value', () => {
    expect(businessTier({ plan: [] })).toBe('free');
    expect(businessTier({ plan: [{ name: 'x', value: 0 }] })).toBe('free');
    expect(businessTier({ plan: [{ name: 'x', value: 59_999 }] })).toBe('basic');
    expect(
      businessTier({
        plan: [
          { name: 'x', value: 60_000 },
          { name: 'y', value: 0 },
        ],
      }),
    ).toBe('premium');
  });

  it('closed only when status is Cerrado', () => {
    expect(isBusinessClosed({ status: 'Cerrado' })).toBe(true);
    expect(isBusinessClosed({ status: 'Activo' })).toBe(false);
    expect(isBusinessClosed(null)).toBe(false);
  });
});

describe('roles', () => {
  it('looks the role up for the selected business', () => {
    expect(roleIn(profile, 7)).toBe(0);
    expect(roleIn(profile, 9)).toBe(2);
    expect(roleIn(profile, 1)).toBeNull();
  });

  it('role 2 cannot write; unknown business cannot either', () => {
    expect(canWrite(profile, 7)).toBe(true);
    expect(canWrite(profile, 9)).toBe(false);
    expect(canWrite(profile, 1)).toBe(false);
  });
});

describe('pickBusinessId', () => {
  it('keeps a stored business the user belongs to, else the first one', () => {
    expect(pickBusinessId(profile, 9)).toBe(9);
    expect(pickBusinessId(profile, 1)).toBe(7);
    expect(pickBusinessId(profile, null)).toBe(7);
    expect(pickBusinessId({ businesses: [] }, 7)).toBeNull();
  });
});

describe('modals', () => {
  it('incomplete data except on the plan route', () => {
    expect(needsCompleteData({ status_onboarding: 'fill_information' }, 'Dashboard')).toBe(true);
    expect(needsCompleteData({ status_onboarding: 'fill_information' }, 'contract-your-plan')).toBe(false);
    expect(needsCompleteData({ status_onboarding: 'completed' }, 'Dashboard')).toBe(false);
  });

  it('paywall for prospects with a valid contract plan', () => {
    expect(showsPaywall({ prospect: true, valid_contract_plan: true })).toBe(true);
    expect(showsPaywall({ prospect: true, valid_contract_plan: false })).toBe(false);
    expect(showsPaywall({ prospect: false, valid_contract_plan: true })).toBe(false);
  });

  it('debtor: pay once 10 days have passed since debtor_date, else continue', () => {
    const b = (debtor_date: string) => ({ debtor: 'defaulter', debtor_date });
    expect(debtorAction(b('2026-11-01'), '2026-11-11')).toBe('pay');
    expect(debtorAction(b('2026-11-02'), '2026-11-11')).toBe('continue');
    expect(debtorAction({ debtor: null, debtor_date: null }, '2026-11-11')).toBeNull();
  });

  it('rent pop-up', () => {
    const yes = { status_rent: true };
    expect(showsRentPopup({ business: yes, popupRentFlag: false, popupRentSetting: false })).toBe(false);
    expect(showsRentPopup({ business: yes, popupRentFlag: true, popupRentSetting: false })).toBe(true);
    expect(showsRentPopup({ business: yes, popupRentFlag: false, popupRentSetting: true })).toBe(true);
    expect(
      showsRentPopup({ business: { status_rent: false }, popupRentFlag: false, popupRentSetting: false }),
    ).toBe(true);
    expect(showsRentPopup({ business: null, popupRentFlag: true, popupRentSetting: true })).toBe(false);
  });
});
