import { fakerES_MX as faker } from '@faker-js/faker';
import { inArray } from 'drizzle-orm';
import { ONLINE_SHOP_ORIGIN } from '../../../shared/domain/ecommerceMessages';
import type { Tx } from '../../lib/queryRows';
import * as s from '../../db/schema';

/** Accessory types and model families of a JAC-style online shop. */
const TYPES = ['Exterior', 'Interior', 'Portaequipaje', 'Protección', 'Tecnología', 'Carga eléctrica', 'Seguridad'] as const;
type AccessoryType = (typeof TYPES)[number];

const FAMILIES: Record<string, string[]> = {
  SUV: ['Sei2', 'Sei3 Pro', 'Sei4 Pro', 'Sei7 Pro'],
  Sedán: ['J7'],
  'Pick-up': ['Frison T8'],
  Eléctricos: ['E10X', 'E30X'],
};

interface DemoAccessory {
  name: string;
  type: AccessoryType;
  models: string[];
  modelAccessory: string;
  price: string;
  description: string;
}

const ITEMS: DemoAccessory[] = [
  { name: 'Tapetes de uso rudo', type: 'Interior', models: ['Sei4 Pro', 'Sei7 Pro'], modelAccessory: 'TAP-S47-01', price: '1890.00', description: 'Juego de 4 tapetes de hule termoformado con bordes altos que retienen agua y lodo. Ajuste exacto al piso del vehículo.' },
  { name: 'Barras de techo de aluminio', type: 'Portaequipaje', models: ['Sei3 Pro', 'Sei4 Pro', 'Sei7 Pro'], modelAccessory: 'BT-AL-700', price: '4590.00', description: 'Barras transversales de aluminio anodizado con cerradura. Carga máxima de 75 kg; compatibles con portabicicletas y cajas de techo.' },
  { name: 'Cargador de pared 7 kW', type: 'Carga eléctrica', models: ['E10X', 'E30X'], modelAccessory: 'WB-7KW', price: '18900.00', description: 'Wallbox monofásico de 7 kW con conector Tipo 2 y cable de 5 m. Incluye protección contra sobrecorriente; instalación no incluida.' },
  { name: 'Cubierta rígida de batea', type: 'Protección', models: ['Frison T8'], modelAccessory: 'CB-T8-R', price: '24500.00', description: 'Tapa rígida de fibra de vidrio con cerradura y pistones de gas. Protege la carga de la lluvia y del robo.' },
  { name: 'Estribos laterales', type: 'Exterior', models: ['Sei7 Pro', 'Frison T8'], modelAccessory: 'EST-S7T8', price: '7800.00', description: 'Estribos de aluminio con superficie antiderrapante. Facilitan el acceso y protegen los costados de piedras.' },
  { name: 'Defensa delantera tubular', type: 'Protección', models: ['Frison T8'], modelAccessory: 'DEF-T8-TUB', price: '9200.00', description: 'Defensa de acero con recubrimiento en polvo negro mate y preparación para faros auxiliares.' },
  { name: 'Cámara de reversa HD', type: 'Tecnología', models: ['Sei2', 'J7'], modelAccessory: 'CAM-HD-170', price: '3450.00', description: 'Cámara de 170° con visión nocturna y líneas guía, se conecta a la pantalla de fábrica.' },
  { name: 'Deflectores de ventanas', type: 'Exterior', models: ['Sei2', 'Sei3 Pro', 'Sei4 Pro'], modelAccessory: 'DEF-VEN-4', price: '1350.00', description: 'Juego de 4 deflectores de acrílico ahumado: ventila la cabina con las ventanas entreabiertas aun con lluvia.' },
  { name: 'Cable de carga portátil Modo 2', type: 'Carga eléctrica', models: ['E10X', 'E30X'], modelAccessory: 'EVSE-M2-16A', price: '6900.00', description: 'Cargador portátil de 16 A para contacto doméstico, con estuche y pantalla de estado.' },
  { name: 'Organizador de cajuela', type: 'Interior', models: ['Sei4 Pro', 'Sei7 Pro', 'J7'], modelAccessory: 'ORG-CAJ-3', price: '990.00', description: 'Organizador plegable de tres compartimentos con base antiderrapante.' },
  { name: 'Portabicicletas de enganche', type: 'Portaequipaje', models: ['Sei4 Pro', 'Sei7 Pro', 'Frison T8'], modelAccessory: 'PB-ENG-2', price: '5600.00', description: 'Para 2 bicicletas, abatible para abrir la cajuela; requiere enganche de 2 pulgadas.' },
  { name: 'Kit de seguridad vial', type: 'Seguridad', models: ['Sei2', 'Sei3 Pro', 'Sei4 Pro', 'Sei7 Pro', 'J7', 'Frison T8', 'E10X', 'E30X'], modelAccessory: 'KSV-JAC', price: '1190.00', description: 'Triángulos reflejantes, chaleco, extintor de 1 kg, cables pasacorriente y botiquín en maletín.' },
];

const COLORS: Record<AccessoryType, string> = {
  Exterior: '#0b3d6e',
  Interior: '#6b4f2a',
  Portaequipaje: '#2f6b3a',
  Protección: '#8a1c24',
  Tecnología: '#3d3d8f',
  'Carga eléctrica': '#0f7c7c',
  Seguridad: '#b35c00',
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 350×350 picture (the screens' size hint) as an SVG data URL: shipped with the seed, so it shows offline. */
function accessoryPicture(item: DemoAccessory, variant: 'product' | 'lifestyle'): string {
  const color = COLORS[item.type];
  const [bg, fg] = variant === 'product' ? ['#f4f6f9', color] : [color, '#ffffff'];
  const words = item.name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : [item.name];
  const text = lines
    .map((line, i) => `<text x="175" y="${262 + i * 26}" font-family="Arial, sans-serif" font-size="22" font-weight="bold" text-anchor="middle" fill="${fg}">${escapeXml(line)}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="350" viewBox="0 0 350 350"><rect width="350" height="350" fill="${bg}"/>` +
    `<circle cx="175" cy="135" r="78" fill="none" stroke="${fg}" stroke-width="10"/>` +
    `<path d="M120 150h110l-9-22-22-8h-48l-22 12z" fill="${fg}"/><circle cx="143" cy="156" r="10" fill="${bg}" stroke="${fg}" stroke-width="5"/><circle cx="207" cy="156" r="10" fill="${bg}" stroke="${fg}" stroke-width="5"/>` +
    text +
    `<text x="175" y="330" font-family="Arial, sans-serif" font-size="13" text-anchor="middle" fill="${fg}" opacity="0.8">JAC Accesorios · ${escapeXml(item.modelAccessory)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface EcommerceSeedOptions {
  /** The agency whose team works the demo accessory leads, and who created them. */
  agencyId: number;
  userId: number;
  now: Date;
}

/** The e-commerce catalogue (types, families, accessories with models and pictures) and the accessory leads that point at it. */
export async function seedEcommerce(tx: Tx, { agencyId, userId, now }: EcommerceSeedOptions): Promise<void> {
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  const types = await tx.insert(s.accessoryTypes).values(TYPES.map((name) => ({ name }))).returning();
  const families = await tx.insert(s.productFamilies).values(Object.keys(FAMILIES).map((name) => ({ name }))).returning();
  const allModels = [...new Set(Object.values(FAMILIES).flat())];
  const productRows = await tx.select({ id: s.products.id, model: s.products.model }).from(s.products).where(inArray(s.products.model, allModels));
  const productsOf = (models: string[]) => productRows.filter((p) => models.includes(p.model));
  const memberships = families.flatMap((f) => productsOf(FAMILIES[f.name]!).map((p) => ({ familyId: f.id, productId: p.id })));
  if (memberships.length) await tx.insert(s.productFamilyProducts).values(memberships);

  const items = await tx
    .insert(s.accessoryItems)
    .values(
      ITEMS.map((item, i) => ({
        name: item.name,
        description: item.description,
        price: item.price,
        modelAccessory: item.modelAccessory,
        typeId: types.find((t) => t.name === item.type)!.id,
        createdAt: daysAgo(40 - i * 3),
        updatedAt: daysAgo(40 - i * 3),
      })),
    )
    .returning();
  const models = items.flatMap((row, i) => productsOf(ITEMS[i]!.models).map((p) => ({ itemId: row.id, productId: p.id })));
  if (models.length) await tx.insert(s.accessoryItemModels).values(models);
  await tx.insert(s.accessoryItemImages).values(
    items.flatMap((row, i) => [
      { itemId: row.id, group: 'productImages' as const, url: accessoryPicture(ITEMS[i]!, 'product'), position: 0 },
      { itemId: row.id, group: 'images' as const, url: accessoryPicture(ITEMS[i]!, 'lifestyle'), position: 0 },
    ]),
  );

  await tx.insert(s.accessoryLeads).values(
    Array.from({ length: 24 }, (_, i) => {
      const d = daysAgo(i * 2);
      return {
        agencyId,
        userId,
        name: faker.person.fullName(),
        email: faker.internet.email({ provider: 'correo.mx' }).toLowerCase(),
        phone: `+52${faker.string.numeric(10)}`,
        origin: faker.helpers.arrayElement([ONLINE_SHOP_ORIGIN, 'Facebook', 'Agencia']),
        stage: (['NUEVO', 'CONTACTADO', 'VENDIDO'] as const)[i % 3]!,
        itemId: items[i % items.length]!.id,
        createdAt: d,
        updatedAt: d,
      };
    }),
  );
}
