import { computeRutDv } from '@portal/domain';

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const chance = (p: number) => next() < p;
  /** A valid RUT in canonical form; companies 76–78 million, people 5–25 million. */
  const rut = (kind: 'company' | 'person') => {
    const body = kind === 'company' ? int(76_000_000, 78_999_999) : int(5_000_000, 25_999_999);
    return `${body}-${computeRutDv(body).toUpperCase()}`;
  };
  return { next, int, pick, chance, rut };
}

export type Random = ReturnType<typeof createRandom>;

export const FIRST_NAMES = [
  'María',
  'José',
  'Francisca',
  'Juan',
  'Catalina',
  'Diego',
  'Javiera',
  'Felipe',
  'Constanza',
  'Matías',
  'Valentina',
  'Sebastián',
  'Camila',
  'Benjamín',
  'Fernanda',
  'Tomás',
  'Antonia',
  'Ignacio',
  'Daniela',
  'Cristóbal',
] as const;
export const LAST_NAMES = [
  'González',
  'Muñoz',
  'Rojas',
  'Díaz',
  'Pérez',
  'Soto',
  'Contreras',
  'Silva',
  'Martínez',
  'Sepúlveda',
  'Morales',
  'Rodríguez',
  'López',
  'Fuentes',
  'Hernández',
  'Torres',
  'Araya',
  'Flores',
  'Espinoza',
  'Valenzuela',
] as const;
const TRADES = [
  ['Panadería', 'panadería y pastelería'],
  ['Ferretería', 'venta al por menor de artículos de ferretería'],
  ['Transportes', 'transporte de carga por carretera'],
  ['Constructora', 'construcción de edificios'],
  ['Comercial', 'venta al por mayor de productos diversos'],
  ['Asesorías', 'consultoría de gestión empresarial'],
  ['Servicios Informáticos', 'actividades de programación informática'],
  ['Distribuidora', 'venta al por mayor de alimentos'],
  ['Agrícola', 'cultivo de frutas'],
  ['Inversiones', 'actividades de sociedades de cartera'],
] as const;
const SUFFIXES = ['SpA', 'Limitada', 'EIRL', 'S.A.'] as const;
const PLACES = [
  'del Sur',
  'Andina',
  'Los Aromos',
  'El Roble',
  'Pacífico',
  'Cordillera',
  'La Esperanza',
  'Austral',
  'Santa Elena',
  'Del Valle',
] as const;

export function personName(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)} ${r.pick(LAST_NAMES)}`;
}

export function companyName(r: Random): { name: string; fantasy: string; activity: string } {
  const [trade, activity] = r.pick(TRADES);
  const place = r.pick(PLACES);
  return { name: `${trade} ${place} ${r.pick(SUFFIXES)}`, fantasy: `${trade} ${place}`, activity };
}

export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
