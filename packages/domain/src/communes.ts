// Chile's 16 regions and 346 communes (División Político-Administrativa, after Ley 21.033 created
// the Región de Ñuble in 2018). Regions are listed north to south, communes by province in the
// order of the Código Único Territorial (CUT).
//
// Each commune carries its CUT (the INE/SUBDERE DPA code, written without the leading zero:
// 13101 Santiago, 1101 Iquique, 16101 Chillán), which the Libro de Remuneraciones Electrónico asks
// for (column 1106). floor(cut / 1000) is the region's number. The codes were checked against two
// independent public tables, both post-2018 (with Ñuble), and the two agree on all 346 communes:
//   - github.com/pachadotdev/chilemapas, data_csv/codigos_territoriales.csv (snapshot 69724f7,
//     from SUBDERE's codes; column commune_id);
//   - github.com/Sud-Austral/CHAT_BASE, delito/localizacion.js (snapshot 1fc56f3; ID_Localizacion
//     "C-<cut>").
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

export type Commune = {
  readonly name: string;
  readonly region: RegionCode;
  /** Código Único Territorial (INE/SUBDERE), e.g. 13101 for Santiago; floor(cut / 1000) = region number. */
  readonly cut: number;
};

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

// Commune [name, CUT] per region, grouped by province (comments) in CUT order.
const COMMUNES_BY_REGION: Readonly<Record<RegionCode, readonly (readonly [name: string, cut: number])[]>> = {
  XV: [
    // Arica
    ['Arica', 15101],
    ['Camarones', 15102],
    // Parinacota
    ['Putre', 15201],
    ['General Lagos', 15202],
  ],
  I: [
    // Iquique
    ['Iquique', 1101],
    ['Alto Hospicio', 1107],
    // Tamarugal
    ['Pozo Almonte', 1401],
    ['Camiña', 1402],
    ['Colchane', 1403],
    ['Huara', 1404],
    ['Pica', 1405],
  ],
  II: [
    // Antofagasta
    ['Antofagasta', 2101],
    ['Mejillones', 2102],
    ['Sierra Gorda', 2103],
    ['Taltal', 2104],
    // El Loa
    ['Calama', 2201],
    ['Ollagüe', 2202],
    ['San Pedro de Atacama', 2203],
    // Tocopilla
    ['Tocopilla', 2301],
    ['María Elena', 2302],
  ],
  III: [
    // Copiapó
    ['Copiapó', 3101],
    ['Caldera', 3102],
    ['Tierra Amarilla', 3103],
    // Chañaral
    ['Chañaral', 3201],
    ['Diego de Almagro', 3202],
    // Huasco
    ['Vallenar', 3301],
    ['Alto del Carmen', 3302],
    ['Freirina', 3303],
    ['Huasco', 3304],
  ],
  IV: [
    // Elqui
    ['La Serena', 4101],
    ['Coquimbo', 4102],
    ['Andacollo', 4103],
    ['La Higuera', 4104],
    ['Paihuano', 4105],
    ['Vicuña', 4106],
    // Choapa
    ['Illapel', 4201],
    ['Canela', 4202],
    ['Los Vilos', 4203],
    ['Salamanca', 4204],
    // Limarí
    ['Ovalle', 4301],
    ['Combarbalá', 4302],
    ['Monte Patria', 4303],
    ['Punitaqui', 4304],
    ['Río Hurtado', 4305],
  ],
  V: [
    // Valparaíso
    ['Valparaíso', 5101],
    ['Casablanca', 5102],
    ['Concón', 5103],
    ['Juan Fernández', 5104],
    ['Puchuncaví', 5105],
    ['Quintero', 5107],
    ['Viña del Mar', 5109],
    // Isla de Pascua
    ['Isla de Pascua', 5201],
    // Los Andes
    ['Los Andes', 5301],
    ['Calle Larga', 5302],
    ['Rinconada', 5303],
    ['San Esteban', 5304],
    // Petorca
    ['La Ligua', 5401],
    ['Cabildo', 5402],
    ['Papudo', 5403],
    ['Petorca', 5404],
    ['Zapallar', 5405],
    // Quillota
    ['Quillota', 5501],
    ['La Calera', 5502],
    ['Hijuelas', 5503],
    ['La Cruz', 5504],
    ['Nogales', 5506],
    // San Antonio
    ['San Antonio', 5601],
    ['Algarrobo', 5602],
    ['Cartagena', 5603],
    ['El Quisco', 5604],
    ['El Tabo', 5605],
    ['Santo Domingo', 5606],
    // San Felipe de Aconcagua
    ['San Felipe', 5701],
    ['Catemu', 5702],
    ['Llaillay', 5703],
    ['Panquehue', 5704],
    ['Putaendo', 5705],
    ['Santa María', 5706],
    // Marga Marga
    ['Quilpué', 5801],
    ['Limache', 5802],
    ['Olmué', 5803],
    ['Villa Alemana', 5804],
  ],
  RM: [
    // Santiago
    ['Santiago', 13101],
    ['Cerrillos', 13102],
    ['Cerro Navia', 13103],
    ['Conchalí', 13104],
    ['El Bosque', 13105],
    ['Estación Central', 13106],
    ['Huechuraba', 13107],
    ['Independencia', 13108],
    ['La Cisterna', 13109],
    ['La Florida', 13110],
    ['La Granja', 13111],
    ['La Pintana', 13112],
    ['La Reina', 13113],
    ['Las Condes', 13114],
    ['Lo Barnechea', 13115],
    ['Lo Espejo', 13116],
    ['Lo Prado', 13117],
    ['Macul', 13118],
    ['Maipú', 13119],
    ['Ñuñoa', 13120],
    ['Pedro Aguirre Cerda', 13121],
    ['Peñalolén', 13122],
    ['Providencia', 13123],
    ['Pudahuel', 13124],
    ['Quilicura', 13125],
    ['Quinta Normal', 13126],
    ['Recoleta', 13127],
    ['Renca', 13128],
    ['San Joaquín', 13129],
    ['San Miguel', 13130],
    ['San Ramón', 13131],
    ['Vitacura', 13132],
    // Cordillera
    ['Puente Alto', 13201],
    ['Pirque', 13202],
    ['San José de Maipo', 13203],
    // Chacabuco
    ['Colina', 13301],
    ['Lampa', 13302],
    ['Tiltil', 13303],
    // Maipo
    ['San Bernardo', 13401],
    ['Buin', 13402],
    ['Calera de Tango', 13403],
    ['Paine', 13404],
    // Melipilla
    ['Melipilla', 13501],
    ['Alhué', 13502],
    ['Curacaví', 13503],
    ['María Pinto', 13504],
    ['San Pedro', 13505],
    // Talagante
    ['Talagante', 13601],
    ['El Monte', 13602],
    ['Isla de Maipo', 13603],
    ['Padre Hurtado', 13604],
    ['Peñaflor', 13605],
  ],
  VI: [
    // Cachapoal
    ['Rancagua', 6101],
    ['Codegua', 6102],
    ['Coinco', 6103],
    ['Coltauco', 6104],
    ['Doñihue', 6105],
    ['Graneros', 6106],
    ['Las Cabras', 6107],
    ['Machalí', 6108],
    ['Malloa', 6109],
    ['Mostazal', 6110],
    ['Olivar', 6111],
    ['Peumo', 6112],
    ['Pichidegua', 6113],
    ['Quinta de Tilcoco', 6114],
    ['Rengo', 6115],
    ['Requínoa', 6116],
    ['San Vicente', 6117],
    // Cardenal Caro
    ['Pichilemu', 6201],
    ['La Estrella', 6202],
    ['Litueche', 6203],
    ['Marchihue', 6204],
    ['Navidad', 6205],
    ['Paredones', 6206],
    // Colchagua
    ['San Fernando', 6301],
    ['Chépica', 6302],
    ['Chimbarongo', 6303],
    ['Lolol', 6304],
    ['Nancagua', 6305],
    ['Palmilla', 6306],
    ['Peralillo', 6307],
    ['Placilla', 6308],
    ['Pumanque', 6309],
    ['Santa Cruz', 6310],
  ],
  VII: [
    // Talca
    ['Talca', 7101],
    ['Constitución', 7102],
    ['Curepto', 7103],
    ['Empedrado', 7104],
    ['Maule', 7105],
    ['Pelarco', 7106],
    ['Pencahue', 7107],
    ['Río Claro', 7108],
    ['San Clemente', 7109],
    ['San Rafael', 7110],
    // Cauquenes
    ['Cauquenes', 7201],
    ['Chanco', 7202],
    ['Pelluhue', 7203],
    // Curicó
    ['Curicó', 7301],
    ['Hualañé', 7302],
    ['Licantén', 7303],
    ['Molina', 7304],
    ['Rauco', 7305],
    ['Romeral', 7306],
    ['Sagrada Familia', 7307],
    ['Teno', 7308],
    ['Vichuquén', 7309],
    // Linares
    ['Linares', 7401],
    ['Colbún', 7402],
    ['Longaví', 7403],
    ['Parral', 7404],
    ['Retiro', 7405],
    ['San Javier', 7406],
    ['Villa Alegre', 7407],
    ['Yerbas Buenas', 7408],
  ],
  XVI: [
    // Diguillín
    ['Chillán', 16101],
    ['Bulnes', 16102],
    ['Chillán Viejo', 16103],
    ['El Carmen', 16104],
    ['Pemuco', 16105],
    ['Pinto', 16106],
    ['Quillón', 16107],
    ['San Ignacio', 16108],
    ['Yungay', 16109],
    // Itata
    ['Quirihue', 16201],
    ['Cobquecura', 16202],
    ['Coelemu', 16203],
    ['Ninhue', 16204],
    ['Portezuelo', 16205],
    ['Ránquil', 16206],
    ['Treguaco', 16207],
    // Punilla
    ['San Carlos', 16301],
    ['Coihueco', 16302],
    ['Ñiquén', 16303],
    ['San Fabián', 16304],
    ['San Nicolás', 16305],
  ],
  VIII: [
    // Concepción
    ['Concepción', 8101],
    ['Coronel', 8102],
    ['Chiguayante', 8103],
    ['Florida', 8104],
    ['Hualqui', 8105],
    ['Lota', 8106],
    ['Penco', 8107],
    ['San Pedro de la Paz', 8108],
    ['Santa Juana', 8109],
    ['Talcahuano', 8110],
    ['Tomé', 8111],
    ['Hualpén', 8112],
    // Arauco
    ['Lebu', 8201],
    ['Arauco', 8202],
    ['Cañete', 8203],
    ['Contulmo', 8204],
    ['Curanilahue', 8205],
    ['Los Álamos', 8206],
    ['Tirúa', 8207],
    // Biobío
    ['Los Ángeles', 8301],
    ['Antuco', 8302],
    ['Cabrero', 8303],
    ['Laja', 8304],
    ['Mulchén', 8305],
    ['Nacimiento', 8306],
    ['Negrete', 8307],
    ['Quilaco', 8308],
    ['Quilleco', 8309],
    ['San Rosendo', 8310],
    ['Santa Bárbara', 8311],
    ['Tucapel', 8312],
    ['Yumbel', 8313],
    ['Alto Biobío', 8314],
  ],
  IX: [
    // Cautín
    ['Temuco', 9101],
    ['Carahue', 9102],
    ['Cunco', 9103],
    ['Curarrehue', 9104],
    ['Freire', 9105],
    ['Galvarino', 9106],
    ['Gorbea', 9107],
    ['Lautaro', 9108],
    ['Loncoche', 9109],
    ['Melipeuco', 9110],
    ['Nueva Imperial', 9111],
    ['Padre Las Casas', 9112],
    ['Perquenco', 9113],
    ['Pitrufquén', 9114],
    ['Pucón', 9115],
    ['Saavedra', 9116],
    ['Teodoro Schmidt', 9117],
    ['Toltén', 9118],
    ['Vilcún', 9119],
    ['Villarrica', 9120],
    ['Cholchol', 9121],
    // Malleco
    ['Angol', 9201],
    ['Collipulli', 9202],
    ['Curacautín', 9203],
    ['Ercilla', 9204],
    ['Lonquimay', 9205],
    ['Los Sauces', 9206],
    ['Lumaco', 9207],
    ['Purén', 9208],
    ['Renaico', 9209],
    ['Traiguén', 9210],
    ['Victoria', 9211],
  ],
  XIV: [
    // Valdivia
    ['Valdivia', 14101],
    ['Corral', 14102],
    ['Lanco', 14103],
    ['Los Lagos', 14104],
    ['Máfil', 14105],
    ['Mariquina', 14106],
    ['Paillaco', 14107],
    ['Panguipulli', 14108],
    // Ranco
    ['La Unión', 14201],
    ['Futrono', 14202],
    ['Lago Ranco', 14203],
    ['Río Bueno', 14204],
  ],
  X: [
    // Llanquihue
    ['Puerto Montt', 10101],
    ['Calbuco', 10102],
    ['Cochamó', 10103],
    ['Fresia', 10104],
    ['Frutillar', 10105],
    ['Los Muermos', 10106],
    ['Llanquihue', 10107],
    ['Maullín', 10108],
    ['Puerto Varas', 10109],
    // Chiloé
    ['Castro', 10201],
    ['Ancud', 10202],
    ['Chonchi', 10203],
    ['Curaco de Vélez', 10204],
    ['Dalcahue', 10205],
    ['Puqueldón', 10206],
    ['Queilén', 10207],
    ['Quellón', 10208],
    ['Quemchi', 10209],
    ['Quinchao', 10210],
    // Osorno
    ['Osorno', 10301],
    ['Puerto Octay', 10302],
    ['Purranque', 10303],
    ['Puyehue', 10304],
    ['Río Negro', 10305],
    ['San Juan de la Costa', 10306],
    ['San Pablo', 10307],
    // Palena
    ['Chaitén', 10401],
    ['Futaleufú', 10402],
    ['Hualaihué', 10403],
    ['Palena', 10404],
  ],
  XI: [
    // Coyhaique
    ['Coyhaique', 11101],
    ['Lago Verde', 11102],
    // Aysén
    ['Aysén', 11201],
    ['Cisnes', 11202],
    ['Guaitecas', 11203],
    // Capitán Prat
    ['Cochrane', 11301],
    ["O'Higgins", 11302],
    ['Tortel', 11303],
    // General Carrera
    ['Chile Chico', 11401],
    ['Río Ibáñez', 11402],
  ],
  XII: [
    // Magallanes
    ['Punta Arenas', 12101],
    ['Laguna Blanca', 12102],
    ['Río Verde', 12103],
    ['San Gregorio', 12104],
    // Antártica Chilena
    ['Cabo de Hornos', 12201],
    ['Antártica', 12202],
    // Tierra del Fuego
    ['Porvenir', 12301],
    ['Primavera', 12302],
    ['Timaukel', 12303],
    // Última Esperanza
    ['Natales', 12401],
    ['Torres del Paine', 12402],
  ],
};

/** All 346 communes with their region code and CUT, regions north to south. */
export const COMMUNES: readonly Commune[] = REGIONS.flatMap((region) =>
  COMMUNES_BY_REGION[region.code].map(([name, cut]) => ({ name, region: region.code, cut })),
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

/**
 * The commune's Código Único Territorial (13101 for 'Santiago'), found as findCommune finds it
 * (case, accents and common alternative spellings ignored: 'nunoa' → 13120); undefined if unknown.
 */
export function communeCode(name: string | null | undefined): number | undefined {
  return findCommune(name)?.cut;
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
