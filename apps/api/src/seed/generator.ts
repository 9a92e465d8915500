import { FLAG_CATALOG } from '@portal/contracts';
import { COMMUNES } from '@portal/domain';
import { type Random, companyName, createRandom, personName, slug } from './random';

export type GenUser = {
  key: string;
  email: string;
  name: string;
  password: string;
  rut: string;
  phone: string;
};
export type GenBusiness = {
  key: string;
  /** Public identifier; generated (not left to the database) so the same seed gives the same data. */
  hash_id: string;
  rut: string;
  name: string;
  fantasy_name: string;
  email: string;
  phone: string;
  address: string;
  commune: string;
  activity: string;
  status: string;
  status_onboarding: string | null;
  debtor: 'defaulter' | null;
  debtor_date: string | null;
  closed_at: string | null;
  payed: boolean;
  prospect: boolean;
  valid_contract_plan: boolean;
  plan: { name: string; value: number }[];
  tax_regime_value: string;
  status_rent: boolean;
  rent_form_send: boolean;
  rent_show_result: boolean;
  functionalities: { reference: string; beta: boolean }[];
  /** Whether the owner accepted the active term document (the business still onboarding has not). */
  terms_accepted: boolean;
};
export type GenLink = { userKey: string; businessKey: string; role: 'owner' | 'admin' | 'other' };
export type Dataset = {
  users: GenUser[];
  businesses: GenBusiness[];
  links: GenLink[];
  flags: typeof FLAG_CATALOG;
  /** Day the data is anchored to, so the same seed gives the same relative dates. */
  today: string;
};

/** Every generated user but the demo one signs in with this password (they share one hash). */
export const GENERATED_PASSWORD = 'Clave2026!';
/** The day datasets are anchored to unless told otherwise: fixed, so a seed always means the same data. */
export const DEFAULT_TODAY = '2026-11-20';

export type GenOptions = {
  seed: number;
  /** Businesses in all; the first ones belong to the demo user. */
  businesses: number;
  demo?: { email: string; password: string };
  password?: string;
  today?: string;
};

const STREETS = [
  'Av. Libertador Bernardo O’Higgins',
  'Av. Providencia',
  'Los Carrera',
  'Av. Apoquindo',
  'Freire',
  'Arturo Prat',
  'Colón',
  'San Martín',
];
const REGIMES = ['14D', '14D8', '14A', '14D', '14D'];
const PLANS = [
  { name: 'Plan Emprende', value: 29990 },
  { name: 'Plan Pyme', value: 59990 },
  { name: 'Plan Full', value: 89990 },
];
export const FUNCTIONALITIES = [
  'business_bank_movement',
  'conciliation',
  'invoices',
  'clients',
  'vat_report',
  'honorarium',
  'expenses',
  'documents',
  'payroll',
];

/**
 * Guard scenarios, in this order after a regular active business: the first businesses of every
 * dataset (and so the demo user's) meet each guard of the spec once.
 */
export const SCENARIOS = ['active', 'closed', 'prospect', 'debtor', 'fill_information', 'basic'] as const;

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export type Scenario = (typeof SCENARIOS)[number];

/** Draws until the value is new, so unique columns (RUTs, e-mails) never collide. */
function unique(used: Set<string>, draw: () => string): string {
  let value = draw();
  while (used.has(value)) value = draw();
  used.add(value);
  return value;
}

const hex = (r: Random, length: number) => Array.from({ length }, () => r.int(0, 15).toString(16)).join('');

function business(r: Random, key: string, scenario: Scenario, today: string, ruts: Set<string>): GenBusiness {
  const c = companyName(r);
  const plan =
    scenario === 'basic'
      ? PLANS[0]
      : scenario === 'prospect'
        ? { name: 'Sin plan', value: 0 }
        : r.pick(PLANS.slice(1));
  const domain = `${slug(c.fantasy)}.cl`;
  return {
    key,
    hash_id: hex(r, 32),
    rut: unique(ruts, () => r.rut('company')),
    name: c.name,
    fantasy_name: c.fantasy,
    email: `contacto@${domain}`,
    phone: `569${r.int(10_000_000, 99_999_999)}`,
    address: `${r.pick(STREETS)} ${r.int(100, 4999)}`,
    commune: r.pick(COMMUNES).name,
    activity: c.activity,
    status: scenario === 'closed' ? 'Cerrado' : 'Activo',
    status_onboarding: scenario === 'fill_information' ? 'fill_information' : 'completed',
    debtor: scenario === 'debtor' ? 'defaulter' : null,
    debtor_date: scenario === 'debtor' ? addDays(today, -20) : null,
    closed_at: scenario === 'closed' ? `${addDays(today, -90)}T12:00:00Z` : null,
    payed: scenario !== 'debtor',
    prospect: scenario === 'prospect',
    valid_contract_plan: scenario === 'prospect',
    plan: [plan],
    tax_regime_value: r.pick(REGIMES),
    status_rent: scenario !== 'basic',
    rent_form_send: scenario === 'active',
    rent_show_result: scenario === 'active',
    functionalities: FUNCTIONALITIES.filter((_f, i) => scenario === 'active' || i > 1 || r.chance(0.3)).map(
      (reference) => ({
        reference,
        beta: reference === 'payroll',
      }),
    ),
    terms_accepted: scenario !== 'fill_information' && r.chance(0.9),
  };
}

/** The same options give the same data on every machine (tests, benchmarks and the demo share it). */
export function generateDataset(opts: GenOptions): Dataset {
  const r = createRandom(opts.seed);
  const today = opts.today ?? DEFAULT_TODAY;
  const password = opts.password ?? GENERATED_PASSWORD;
  const users: GenUser[] = [];
  const businesses: GenBusiness[] = [];
  const links: GenLink[] = [];

  const ruts = new Set<string>();
  const personRut = () => unique(ruts, () => r.rut('person'));
  const demoCount = opts.demo ? Math.min(SCENARIOS.length, opts.businesses) : 0;
  if (opts.demo) {
    users.push({
      key: 'demo',
      email: opts.demo.email,
      name: 'Carolina Demo Fuentes',
      password: opts.demo.password,
      rut: personRut(),
      phone: '56987654321',
    });
  }
  for (let i = 0; i < opts.businesses; i++) {
    const key = `b${i + 1}`;
    const scenario = i < SCENARIOS.length ? SCENARIOS[i] : r.chance(0.9) ? 'active' : r.pick(SCENARIOS);
    const b = business(r, key, scenario, today, ruts);
    businesses.push(b);
    const owner = personName(r);
    const ownerKey = `u${i + 1}`;
    users.push({
      key: ownerKey,
      email: `${slug(owner.split(' ').slice(0, 2).join(' '))}.${i + 1}@${slug(b.fantasy_name)}.cl`,
      name: owner,
      password,
      rut: personRut(),
      phone: `569${r.int(10_000_000, 99_999_999)}`,
    });
    links.push({ userKey: ownerKey, businessKey: key, role: 'owner' });
    if (i < demoCount) links.push({ userKey: 'demo', businessKey: key, role: i === 1 ? 'admin' : 'owner' });
    // The first business always has a guest (Invitado), so every dataset has a read-only user.
    if (i === 0 || r.chance(0.3)) {
      const guest = personName(r);
      users.push({
        key: `g${i + 1}`,
        email: `${slug(guest)}.g${i + 1}@correo.cl`,
        name: guest,
        password,
        rut: personRut(),
        phone: `569${r.int(10_000_000, 99_999_999)}`,
      });
      links.push({ userKey: `g${i + 1}`, businessKey: key, role: 'other' });
    }
  }
  return { users, businesses, links, flags: FLAG_CATALOG, today };
}
