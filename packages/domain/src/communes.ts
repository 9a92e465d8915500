// Chile's 16 regions and 346 communes (División Político-Administrativa, after Ley 21.033 created
// the Región de Ñuble in 2018). Regions are listed north to south, communes by province in the
// order of the Código Único Territorial (CUT).
import { foldForSearch } from './text';

/** Region code: its roman numeral, except the Región Metropolitana, which is universally 'RM' (XIII). */
export type RegionCode =
  | 'XV'
  | 'I'
  | 'II'
  | 'III'
  | 'IV'
  | 'V'
  | 'RM'
  | 'VI'
  | 'VII'
  | 'XVI'
  | 'VIII'
  | 'IX'
  | 'XIV'
  | 'X'
  | 'XI'
  | 'XII';

export type Region = {
  readonly code: RegionCode;
  /** Official region number (first digits of the CUT): 1..16, RM = 13. */
  readonly number: number;
  /** Official name. */
  readonly name: string;
  /** Name for compact UI (selects, tables). */
  readonly shortName: string;
};

export type Commune = { readonly name: string; readonly region: RegionCode };

export const REGIONS: readonly Region[] = [
  { code: 'XV', number: 15, name: 'Región de Arica y Parinacota', shortName: 'Arica y Parinacota' },
  { code: 'I', number: 1, name: 'Región de Tarapacá', shortName: 'Tarapacá' },
  { code: 'II', number: 2, name: 'Región de Antofagasta', shortName: 'Antofagasta' },
  { code: 'III', number: 3, name: 'Región de Atacama', shortName: 'Atacama' },
  { code: 'IV', number: 4, name: 'Región de Coquimbo', shortName: 'Coquimbo' },
  { code: 'V', number: 5, name: 'Región de Valparaíso', shortName: 'Valparaíso' },
  { code: 'RM', number: 13, name: 'Región Metropolitana de Santiago', shortName: 'Metropolitana' },
  {
    code: 'VI',
    number: 6,
    name: "Región del Libertador General Bernardo O'Higgins",
    shortName: "O'Higgins",
  },
  { code: 'VII', number: 7, name: 'Región del Maule', shortName: 'Maule' },
  { code: 'XVI', number: 16, name: 'Región de Ñuble', shortName: 'Ñuble' },
  { code: 'VIII', number: 8, name: 'Región del Biobío', shortName: 'Biobío' },
  { code: 'IX', number: 9, name: 'Región de La Araucanía', shortName: 'La Araucanía' },
  { code: 'XIV', number: 14, name: 'Región de Los Ríos', shortName: 'Los Ríos' },
  { code: 'X', number: 10, name: 'Región de Los Lagos', shortName: 'Los Lagos' },
  {
    code: 'XI',
    number: 11,
    name: 'Región de Aysén del General Carlos Ibáñez del Campo',
    shortName: 'Aysén',
  },
  {
    code: 'XII',
    number: 12,
    name: 'Región de Magallanes y de la Antártica Chilena',
    shortName: 'Magallanes',
  },
];

// Commune names per region, grouped by province (comments) in CUT order.
const COMMUNES_BY_REGION: Readonly<Record<RegionCode, readonly string[]>> = {
  XV: [
    // Arica
    'Arica',
    'Camarones',
    // Parinacota
    'Putre',
    'General Lagos',
  ],
  I: [
    // Iquique
    'Iquique',
    'Alto Hospicio',
    // Tamarugal
    'Pozo Almonte',
    'Camiña',
    'Colchane',
    'Huara',
    'Pica',
  ],
  II: [
    // Antofagasta
    'Antofagasta',
    'Mejillones',
    'Sierra Gorda',
    'Taltal',
    // El Loa
    'Calama',
    'Ollagüe',
    'San Pedro de Atacama',
    // Tocopilla
    'Tocopilla',
    'María Elena',
  ],
  III: [
    // Copiapó
    'Copiapó',
    'Caldera',
    'Tierra Amarilla',
    // Chañaral
    'Chañaral',
    'Diego de Almagro',
    // Huasco
    'Vallenar',
    'Alto del Carmen',
    'Freirina',
    'Huasco',
  ],
  IV: [
    // Elqui
    'La Serena',
    'Coquimbo',
    'Andacollo',
    'La Higuera',
    'Paihuano',
    'Vicuña',
    // Choapa
    'Illapel',
    'Canela',
    'Los Vilos',
    'Salamanca',
    // Limarí
    'Ovalle',
    'Combarbalá',
    'Monte Patria',
    'Punitaqui',
    'Río Hurtado',
  ],
  V: [
    // Valparaíso
    'Valparaíso',
    'Casablanca',
    'Concón',
    'Juan Fernández',
    'Puchuncaví',
    'Quintero',
    'Viña del Mar',
    // Isla de Pascua
    'Isla de Pascua',
    // Los Andes
    'Los Andes',
    'Calle Larga',
    'Rinconada',
    'San Esteban',
    // Petorca
    'La Ligua',
    'Cabildo',
    'Papudo',
    'Petorca',
    'Zapallar',
    // Quillota
    'Quillota',
    'La Calera',
    'Hijuelas',
    'La Cruz',
    'Nogales',
    // San Antonio
    'San Antonio',
    'Algarrobo',
    'Cartagena',
    'El Quisco',
    'El Tabo',
    'Santo Domingo',
    // San Felipe de Aconcagua
    'San Felipe',
    'Catemu',
    'Llaillay',
    'Panquehue',
    'Putaendo',
    'Santa María',
    // Marga Marga
    'Quilpué',
    'Limache',
    'Olmué',
    'Villa Alemana',
  ],
  RM: [
    // Santiago
    'Santiago',
    'Cerrillos',
    'Cerro Navia',
    'Conchalí',
    'El Bosque',
    'Estación Central',
    'Huechuraba',
    'Independencia',
    'La Cisterna',
    'La Florida',
    'La Granja',
    'La Pintana',
    'La Reina',
    'Las Condes',
    'Lo Barnechea',
    'Lo Espejo',
    'Lo Prado',
    'Macul',
    'Maipú',
    'Ñuñoa',
    'Pedro Aguirre Cerda',
    'Peñalolén',
    'Providencia',
    'Pudahuel',
    'Quilicura',
    'Quinta Normal',
    'Recoleta',
    'Renca',
    'San Joaquín',
    'San Miguel',
    'San Ramón',
    'Vitacura',
    // Cordillera
    'Puente Alto',
    'Pirque',
    'San José de Maipo',
    // Chacabuco
    'Colina',
    'Lampa',
    'Tiltil',
    // Maipo
    'San Bernardo',
    'Buin',
    'Calera de Tango',
    'Paine',
    // Melipilla
    'Melipilla',
    'Alhué',
    'Curacaví',
    'María Pinto',
    'San Pedro',
    // Talagante
    'Talagante',
    'El Monte',
    'Isla de Maipo',
    'Padre Hurtado',
    'Peñaflor',
  ],
  VI: [
    // Cachapoal
    'Rancagua',
    'Codegua',
    'Coinco',
    'Coltauco',
    'Doñihue',
    'Graneros',
    'Las Cabras',
    'Machalí',
    'Malloa',
    'Mostazal',
    'Olivar',
    'Peumo',
    'Pichidegua',
    'Quinta de Tilcoco',
    'Rengo',
    'Requínoa',
    'San Vicente',
    // Cardenal Caro
    'Pichilemu',
    'La Estrella',
    'Litueche',
    'Marchihue',
    'Navidad',
    'Paredones',
    // Colchagua
    'San Fernando',
    'Chépica',
    'Chimbarongo',
    'Lolol',
    'Nancagua',
    'Palmilla',
    'Peralillo',
    'Placilla',
    'Pumanque',
    'Santa Cruz',
  ],
  VII: [
    // Talca
    'Talca',
    'Constitución',
    'Curepto',
    'Empedrado',
    'Maule',
    'Pelarco',
    'Pencahue',
    'Río Claro',
    'San Clemente',
    'San Rafael',
    // Cauquenes
    'Cauquenes',
    'Chanco',
    'Pelluhue',
    // Curicó
    'Curicó',
    'Hualañé',
    'Licantén',
    'Molina',
    'Rauco',
    'Romeral',
    'Sagrada Familia',
    'Teno',
    'Vichuquén',
    // Linares
    'Linares',
    'Colbún',
    'Longaví',
    'Parral',
    'Retiro',
    'San Javier',
    'Villa Alegre',
    'Yerbas Buenas',
  ],
  XVI: [
    // Diguillín
    'Chillán',
    'Bulnes',
    'Chillán Viejo',
    'El Carmen',
    'Pemuco',
    'Pinto',
    'Quillón',
    'San Ignacio',
    'Yungay',
    // Itata
    'Quirihue',
    'Cobquecura',
    'Coelemu',
    'Ninhue',
    'Portezuelo',
    'Ránquil',
    'Treguaco',
    // Punilla
    'San Carlos',
    'Coihueco',
    'Ñiquén',
    'San Fabián',
    'San Nicolás',
  ],
  VIII: [
    // Concepción
    'Concepción',
    'Coronel',
    'Chiguayante',
    'Florida',
    'Hualqui',
    'Lota',
    'Penco',
    'San Pedro de la Paz',
    'Santa Juana',
    'Talcahuano',
    'Tomé',
    'Hualpén',
    // Arauco
    'Lebu',
    'Arauco',
    'Cañete',
    'Contulmo',
    'Curanilahue',
    'Los Álamos',
    'Tirúa',
    // Biobío
    'Los Ángeles',
    'Antuco',
    'Cabrero',
    'Laja',
    'Mulchén',
    'Nacimiento',
    'Negrete',
    'Quilaco',
    'Quilleco',
    'San Rosendo',
    'Santa Bárbara',
    'Tucapel',
    'Yumbel',
    'Alto Biobío',
  ],
  IX: [
    // Cautín
    'Temuco',
    'Carahue',
    'Cunco',
    'Curarrehue',
    'Freire',
    'Galvarino',
    'Gorbea',
    'Lautaro',
    'Loncoche',
    'Melipeuco',
    'Nueva Imperial',
    'Padre Las Casas',
    'Perquenco',
    'Pitrufquén',
    'Pucón',
    'Saavedra',
    'Teodoro Schmidt',
    'Toltén',
    'Vilcún',
    'Villarrica',
    'Cholchol',
    // Malleco
    'Angol',
    'Collipulli',
    'Curacautín',
    'Ercilla',
    'Lonquimay',
    'Los Sauces',
    'Lumaco',
    'Purén',
    'Renaico',
    'Traiguén',
    'Victoria',
  ],
  XIV: [
    // Valdivia
    'Valdivia',
    'Corral',
    'Lanco',
    'Los Lagos',
    'Máfil',
    'Mariquina',
    'Paillaco',
    'Panguipulli',
    // Ranco
    'La Unión',
    'Futrono',
    'Lago Ranco',
    'Río Bueno',
  ],
  X: [
    // Llanquihue
    'Puerto Montt',
    'Calbuco',
    'Cochamó',
    'Fresia',
    'Frutillar',
    'Los Muermos',
    'Llanquihue',
    'Maullín',
    'Puerto Varas',
    // Chiloé
    'Castro',
    'Ancud',
    'Chonchi',
    'Curaco de Vélez',
    'Dalcahue',
    'Puqueldón',
    'Queilén',
    'Quellón',
    'Quemchi',
    'Quinchao',
    // Osorno
    'Osorno',
    'Puerto Octay',
    'Purranque',
    'Puyehue',
    'Río Negro',
    'San Juan de la Costa',
    'San Pablo',
    // Palena
    'Chaitén',
    'Futaleufú',
    'Hualaihué',
    'Palena',
  ],
  XI: [
    // Coyhaique
    'Coyhaique',
    'Lago Verde',
    // Aysén
    'Aysén',
    'Cisnes',
    'Guaitecas',
    // Capitán Prat
    'Cochrane',
    "O'Higgins",
    'Tortel',
    // General Carrera
    'Chile Chico',
    'Río Ibáñez',
  ],
  XII: [
    // Magallanes
    'Punta Arenas',
    'Laguna Blanca',
    'Río Verde',
    'San Gregorio',
    // Antártica Chilena
    'Cabo de Hornos',
    'Antártica',
    // Tierra del Fuego
    'Porvenir',
    'Primavera',
    'Timaukel',
    // Última Esperanza
    'Natales',
    'Torres del Paine',
  ],
};

/** All 346 communes with their region code, regions north to south. */
export const COMMUNES: readonly Commune[] = REGIONS.flatMap((region) =>
  COMMUNES_BY_REGION[region.code].map((name) => ({ name, region: region.code })),
);

/**
 * Other spellings in common use (official vs. municipal vs. SII spellings, and town names people
 * give for the commune), folded, mapped to the name used here.
 */
const COMMUNE_ALIASES: Readonly<Record<string, string>> = {
  calera: 'La Calera',
  'llay llay': 'Llaillay',
  'til til': 'Tiltil',
  'chol chol': 'Cholchol',
  paiguano: 'Paihuano',
  marchigue: 'Marchihue',
  trehuaco: 'Treguaco',
  coihaique: 'Coyhaique',
  aisen: 'Aysén',
  'puerto aysen': 'Aysén',
  'puerto natales': 'Natales',
  'puerto saavedra': 'Saavedra',
  'san jose de la mariquina': 'Mariquina',
  'san vicente de tagua tagua': 'San Vicente',
  'rapa nui': 'Isla de Pascua',
  'santiago centro': 'Santiago',
  antartica: 'Antártica',
};

const COMMUNES_BY_FOLDED_NAME: ReadonlyMap<string, Commune> = new Map(
  COMMUNES.map((commune) => [foldForSearch(commune.name), commune]),
);

/** Region with this code, or undefined. */
export function findRegion(code: string | null | undefined): Region | undefined {
  return REGIONS.find((region) => region.code === code);
}

/** Communes of a region in CUT order; empty for an unknown code. */
export function communesOf(regionCode: RegionCode | string): readonly Commune[] {
  return COMMUNES.filter((commune) => commune.region === regionCode);
}

/**
 * Finds a commune by name ignoring case, accents, apostrophes and extra spaces ('nunoa' → Ñuñoa,
 * 'OHIGGINS' → O'Higgins), also accepting common alternative spellings ('Til Til', 'La Calera'/'Calera').
 */
export function findCommune(name: string | null | undefined): Commune | undefined {
  if (!name) return undefined;
  const folded = foldForSearch(name);
  const direct = COMMUNES_BY_FOLDED_NAME.get(folded);
  if (direct) return direct;
  const alias = COMMUNE_ALIASES[folded];
  return alias ? COMMUNES_BY_FOLDED_NAME.get(foldForSearch(alias)) : undefined;
}

/** The communes grouped by region (short name), each group sorted in Spanish order: a select's options. */
export function communeGroups(): { group: string; items: string[] }[] {
  return REGIONS.map((region) => ({
    group: region.shortName,
    items: COMMUNES.filter((c) => c.region === region.code)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'es')),
  }));
}
