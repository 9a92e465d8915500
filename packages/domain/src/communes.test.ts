import { describe, expect, it } from 'vitest';
import {
  COMMUNES,
  REGIONS,
  type RegionCode,
  communeCode,
  communeGroups,
  communesOf,
  findCommune,
  findRegion,
} from './communes';
import { foldForSearch } from './text';

const EXPECTED_COUNTS: Record<RegionCode, number> = {
  XV: 4,
  I: 7,
  II: 9,
  III: 9,
  IV: 15,
  V: 38,
  RM: 52,
  VI: 33,
  VII: 30,
  XVI: 21,
  VIII: 33,
  IX: 32,
  XIV: 12,
  X: 30,
  XI: 10,
  XII: 11,
};

describe('regions', () => {
  it('has the 16 regions with unique codes and numbers 1..16', () => {
    expect(REGIONS).toHaveLength(16);
    expect(new Set(REGIONS.map((r) => r.code)).size).toBe(16);
    expect(REGIONS.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('uses the official names', () => {
    expect(findRegion('XV')?.name).toBe('Región de Arica y Parinacota');
    expect(findRegion('XII')?.name).toBe('Región de Magallanes y de la Antártica Chilena');
    expect(findRegion('XVI')?.name).toBe('Región de Ñuble');
    expect(findRegion('RM')?.number).toBe(13);
    expect(findRegion('XVII')).toBeUndefined();
  });
});

describe('communes', () => {
  it('has 346 communes', () => {
    expect(COMMUNES).toHaveLength(346);
  });

  it('has the expected number of communes per region', () => {
    for (const region of REGIONS) {
      expect({ region: region.code, count: communesOf(region.code).length }).toEqual({
        region: region.code,
        count: EXPECTED_COUNTS[region.code],
      });
    }
  });

  it('has no duplicate (region, commune) and no duplicate names at all', () => {
    expect(new Set(COMMUNES.map((c) => `${c.region}|${c.name}`)).size).toBe(346);
    // Names are also unique country-wide, even folded, which makes findCommune unambiguous.
    expect(new Set(COMMUNES.map((c) => foldForSearch(c.name))).size).toBe(346);
  });

  it('only references known regions and has trimmed names', () => {
    const codes = new Set(REGIONS.map((r) => r.code));
    for (const commune of COMMUNES) {
      expect(codes.has(commune.region)).toBe(true);
      expect(commune.name).toBe(commune.name.trim());
    }
  });

  it('communesOf returns an empty list for unknown regions', () => {
    expect(communesOf('XX')).toEqual([]);
    expect(communesOf('XV').map((c) => c.name)).toEqual(['Arica', 'Camarones', 'Putre', 'General Lagos']);
  });
});

describe('CUT codes', () => {
  it('gives every commune a code, unique country-wide', () => {
    for (const commune of COMMUNES) expect(Number.isInteger(commune.cut)).toBe(true);
    expect(new Set(COMMUNES.map((c) => c.cut)).size).toBe(346);
  });

  it("starts each code with its region's number (floor(cut / 1000), as the LRE checks)", () => {
    for (const commune of COMMUNES) {
      expect({ commune: commune.name, region: Math.floor(commune.cut / 1000) }).toEqual({
        commune: commune.name,
        region: findRegion(commune.region)?.number,
      });
    }
  });

  it('has the official codes (SUBDERE, as published by chilemapas and CHAT_BASE)', () => {
    const expected: Record<string, number> = {
      Santiago: 13101,
      Iquique: 1101,
      'Alto Hospicio': 1107,
      Chillán: 16101,
      'Puerto Montt': 10101,
      'Punta Arenas': 12101,
      Arica: 15101,
      Ñuñoa: 13120,
      Providencia: 13123,
      'Las Condes': 13114,
      Valparaíso: 5101,
      'San Nicolás': 16305,
      'Torres del Paine': 12402,
    };
    for (const [name, cut] of Object.entries(expected)) {
      expect({ name, cut: findCommune(name)?.cut }).toEqual({ name, cut });
    }
  });

  it('communeCode finds the commune as findCommune does', () => {
    expect(communeCode('nunoa')).toBe(13120);
    expect(communeCode('Til Til')).toBe(13303);
    expect(communeCode('Calera')).toBe(5502);
    expect(communeCode('Gotham')).toBeUndefined();
    expect(communeCode('')).toBeUndefined();
    expect(communeCode(null)).toBeUndefined();
    expect(communeCode(undefined)).toBeUndefined();
  });
});

describe('findCommune', () => {
  it('is accent- and case-insensitive', () => {
    expect(findCommune('nunoa')).toEqual({ name: 'Ñuñoa', region: 'RM', cut: 13120 });
    expect(findCommune('ÑUÑOA')).toEqual({ name: 'Ñuñoa', region: 'RM', cut: 13120 });
    expect(findCommune('  concepcion ')).toEqual({ name: 'Concepción', region: 'VIII', cut: 8101 });
    expect(findCommune('los angeles')).toEqual({ name: 'Los Ángeles', region: 'VIII', cut: 8301 });
    expect(findCommune('ohiggins')).toEqual({ name: "O'Higgins", region: 'XI', cut: 11302 });
    expect(findCommune('Chillán')).toEqual({ name: 'Chillán', region: 'XVI', cut: 16101 });
  });

  it('accepts common alternative spellings', () => {
    expect(findCommune('Til Til')?.name).toBe('Tiltil');
    expect(findCommune('Llay-Llay')?.name).toBe('Llaillay');
    expect(findCommune('Calera')?.name).toBe('La Calera');
    expect(findCommune('Paiguano')?.name).toBe('Paihuano');
    expect(findCommune('Marchigüe')?.name).toBe('Marchihue');
  });

  it('finds every commune by its own name', () => {
    for (const commune of COMMUNES) expect(findCommune(commune.name)).toBe(commune);
  });

  it('returns undefined for unknown names', () => {
    expect(findCommune('Gotham')).toBeUndefined();
    expect(findCommune('')).toBeUndefined();
    expect(findCommune(null)).toBeUndefined();
  });
});

describe('communeGroups', () => {
  it('lists every commune once, under its region, in Spanish order', () => {
    const groups = communeGroups();
    expect(groups.flatMap((g) => g.items).length).toBe(COMMUNES.length);
    expect(groups.length).toBe(REGIONS.length);
    const santiago = groups.find((g) => g.items.includes('Ñuñoa'))?.items ?? [];
    expect(santiago).toEqual([...santiago].sort((a, b) => a.localeCompare(b, 'es')));
    expect(santiago.indexOf('Ñuñoa')).toBeGreaterThan(santiago.indexOf('Maipú'));
  });
});
