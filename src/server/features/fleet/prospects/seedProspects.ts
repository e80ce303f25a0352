import { fakerES_MX as faker } from '@faker-js/faker';
import type { Tx } from '../../../lib/queryRows';
import { leadFleetProspectEvents, leadFleetProspects } from '../tables';

export interface ProspectSeedContext {
  agencyIds: number[];
  productIds: number[];
  /** fleet-executive@demo.mx: a few prospects are already theirs. */
  executiveId: number;
  now: Date;
}

const POSITIONS = ['Gerente de Flotilla', 'Jefe de Compras', 'Director de Operaciones', 'Coordinador de Logística', 'Administrador de Flotilla', 'Director General'];
const COMPANY_KINDS = ['Transportes', 'Logística', 'Distribuidora', 'Servicios', 'Constructora', 'Farmacéutica', 'Alimentos', 'Mensajería'];
const QUANTITIES = [3, 5, 8, 10, 12, 15, 20, 25, 40, 60, 120];

/**
 * Web enquiries of the last two months, most of them in the first agency: the list has pages,
 * a few are discarded (Inactivos) and a few already belong to the demo executive.
 */
export async function seedProspects(tx: Tx, ctx: ProspectSeedContext): Promise<void> {
  const day = 86_400_000;
  const rows = Array.from({ length: 36 }, (_, i) => {
    const sex = faker.helpers.arrayElement(['female', 'male'] as const);
    const firstName = faker.person.firstName(sex);
    const lastName = `${faker.person.lastName()} ${faker.person.lastName()}`;
    const companyName = `${faker.helpers.arrayElement(COMPANY_KINDS)} ${faker.person.lastName()} S.A. de C.V.`;
    const createdAt = new Date(ctx.now.getTime() - (1 + ((i * 37) % 58)) * day - ((i * 7) % 9) * 3_600_000);
    const agencyId = i % 6 === 5 && ctx.agencyIds.length > 1 ? ctx.agencyIds[1 + (i % (ctx.agencyIds.length - 1))]! : ctx.agencyIds[0]!;
    return {
      agencyId,
      firstName,
      lastName,
      email: faker.internet.email({ firstName, lastName: lastName.split(' ')[0], provider: 'empresa.com.mx' }).toLowerCase(),
      phone: `+52${faker.helpers.arrayElement(['55', '33', '81', '222', '442'])}${faker.string.numeric(8)}`.slice(0, 13),
      companyName,
      position: faker.helpers.arrayElement(POSITIONS),
      productId: ctx.productIds[i % ctx.productIds.length]!,
      quantity: QUANTITIES[i % QUANTITIES.length]!,
      active: i % 9 !== 4,
      userId: i % 7 === 2 ? ctx.executiveId : null,
      source: i % 5 === 0 ? 'manual' : 'web',
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await tx.insert(leadFleetProspects).values(rows).returning({ id: leadFleetProspects.id, active: leadFleetProspects.active, createdAt: leadFleetProspects.createdAt });
  await tx.insert(leadFleetProspectEvents).values(
    inserted.flatMap((p) => [
      { prospectId: p.id, userId: null, action: 'created', detail: 'Formulario web de flotillas', createdAt: p.createdAt },
      ...(p.active ? [] : [{ prospectId: p.id, userId: ctx.executiveId, action: 'discarded', detail: null, createdAt: new Date(p.createdAt.getTime() + day) }]),
    ]),
  );
}
