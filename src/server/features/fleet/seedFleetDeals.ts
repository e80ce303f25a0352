import type { Faker } from '@faker-js/faker';
import { eq, inArray } from 'drizzle-orm';
import { computeQuotationAmount } from '../../../shared/domain/quotationAmount';
import type { Tx } from '../../lib/queryRows';
import * as s from '../../db/schema';

type SeededLead = typeof s.leadFleets.$inferSelect;

const QUOTE_COMMENTS = ['Precio especial por volumen', 'Incluye plan de mantenimiento de 3 años', 'Vigencia de 30 días', 'Condiciones de crédito a 36 meses'];
const LOGISTICS = ['Entrega en patio del cliente en una madrina', 'Entrega escalonada en dos fechas en la agencia', 'Recolección en agencia por el equipo del cliente'];

/**
 * The deals of the demo fleet leads: quotations for every lead that reached Seguimiento (the API
 * renders their PDF on request), and for Postventa leads the delivery with its VINs and the closed sale
 * it creates — so the quotation panels, the Historial and /fleets/sales have real rows from the start.
 * Amounts go through the same pure function the API uses.
 */
export async function seedFleetDeals(tx: Tx, f: Faker, leads: SeededLead[], now: Date): Promise<void> {
  const worked = leads.filter((l) => l.phase === 'SEGUIMIENTO' || l.phase === 'CIERRE' || l.phase === 'POST_VENTA');
  if (!worked.length) return;
  const interests = await tx
    .select({ leadFleetId: s.leadFleetProducts.leadFleetId, productId: s.leadFleetProducts.productId, quantity: s.leadFleetProducts.quantity, price: s.products.price })
    .from(s.leadFleetProducts)
    .innerJoin(s.products, eq(s.products.id, s.leadFleetProducts.productId))
    .where(inArray(s.leadFleetProducts.leadFleetId, worked.map((l) => l.id)))
    .orderBy(s.leadFleetProducts.id);
  const firstInterest = new Map<number, (typeof interests)[number]>();
  for (const i of interests) if (!firstInterest.has(i.leadFleetId)) firstInterest.set(i.leadFleetId, i);
  const after = (from: Date, days: number) => new Date(Math.min(now.getTime(), from.getTime() + days * 86_400_000));

  const quotations = worked.flatMap((l, k) => {
    const interest = firstInterest.get(l.id);
    if (!interest) return [];
    const publicPriceCentavos = Math.round(Number(interest.price) * 100);
    const discountPercentage = [0, 3, 5, 8, 10][k % 5]!;
    const hasCharger = k % 4 === 1;
    const amount = computeQuotationAmount({
      publicPriceCentavos,
      quantity: interest.quantity,
      discountPercentage,
      discountAbsorbedByDealer: discountPercentage ? [50, 40, 30][k % 3] : undefined,
      hasCharger,
      chargerAmountCentavos: hasCharger ? 2_500_000 : 0,
    });
    return [
      {
        leadFleetId: l.id,
        userId: l.userId,
        productId: interest.productId,
        publicPriceCentavos,
        discountPercentage: amount.discountPercentage,
        discountAbsorbedByDealer: amount.discountAbsorbedByDealer,
        discountAbsorbedByManufacturer: amount.discountAbsorbedByManufacturer,
        quantity: interest.quantity,
        hasCharger,
        chargerAmountCentavos: amount.chargerAmountCentavos,
        finalAmountCentavos: amount.finalAmountCentavos,
        comments: f.helpers.arrayElement(QUOTE_COMMENTS),
        createdAt: after(l.createdAt, 8 + (k % 5)),
      },
    ];
  });
  if (quotations.length) await tx.insert(s.leadFleetQuotations).values(quotations);

  const delivered = leads.filter((l) => l.phase === 'POST_VENTA' && firstInterest.has(l.id));
  let serial = 0;
  for (const [k, l] of delivered.entries()) {
    const interest = firstInterest.get(l.id)!;
    // Deliveries come in batches: a few units each, never more than the lead asked for.
    const quantity = Math.min(interest.quantity, [2, 3, 4, 5, 6, 8, 10, 12][k % 8]!);
    const createdAt = after(l.createdAt, 20 + (k % 10));
    const [delivery] = await tx
      .insert(s.leadFleetDeliveries)
      .values({
        leadFleetId: l.id,
        userId: l.userId,
        productId: interest.productId,
        quantity,
        dealerReunionDate: createdAt.toISOString().slice(0, 10),
        logisticsDetails: f.helpers.arrayElement(LOGISTICS),
        observations: 'Unidades entregadas con la documentación completa.',
        rfc: `${f.string.alpha({ length: 3, casing: 'upper' })}${f.date.past({ years: 20, refDate: now }).toISOString().slice(2, 10).replace(/-/g, '')}${f.string.alphanumeric({ length: 3, casing: 'upper' })}`,
        createdAt,
      })
      .returning({ id: s.leadFleetDeliveries.id });
    const [sale] = await tx
      .insert(s.leadFleetSales)
      .values({ leadFleetId: l.id, agencyId: l.agencyId, deliveryId: delivery!.id, productId: interest.productId, quantity, userId: l.userId, createdAt })
      .returning({ id: s.leadFleetSales.id });
    await tx.insert(s.leadFleetSaleVins).values(
      Array.from({ length: quantity }, () => ({ leadFleetSaleId: sale!.id, vin: `LJ1DEMO${String(++serial).padStart(10, '0')}` })),
    );
  }
}
