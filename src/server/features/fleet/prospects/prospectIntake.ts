import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizedProspectPhone, type prospectIntakeSchema } from '../../../../shared/schemas/fleetProspect';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../lib/queryRows';
import { leadFleetProspects } from '../tables';
import { recordProspectEvent } from './prospectEvents';

/**
 * The brand's fleet web form (features/public/fleetProspectIntake.ts) makes a prospect of an active
 * agency and product, with its 'created' event; the same person asking again for the same company
 * within a day does not make a second one.
 */
export async function takeWebProspect(
  db: Db,
  agencyId: number,
  productId: number,
  body: z.output<typeof prospectIntakeSchema>,
  onCreated?: (tx: Tx, prospectId: number) => Promise<void>,
): Promise<void> {
  const email = body.email.toLowerCase();
  await db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: leadFleetProspects.id })
      .from(leadFleetProspects)
      .where(
        and(
          eq(leadFleetProspects.agencyId, agencyId),
          eq(sql`lower(${leadFleetProspects.email})`, email),
          eq(sql`lower(${leadFleetProspects.companyName})`, body.companyName.toLowerCase()),
          isNull(leadFleetProspects.convertedToLeadAt),
          // A blocked prospect (a cancellation, issue 54) is never the one found again: a new one is made.
          isNull(leadFleetProspects.blockedAt),
          gt(leadFleetProspects.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if (recent) return;
    const [row] = await tx
      .insert(leadFleetProspects)
      .values({
        agencyId: agencyId,
        firstName: body.firstName,
        lastName: body.lastName,
        email,
        phone: normalizedProspectPhone(body.phone),
        companyName: body.companyName,
        position: body.position,
        productId,
        quantity: body.quantity,
        source: 'web',
      })
      .returning({ id: leadFleetProspects.id });
    await recordProspectEvent(tx, row!.id, null, 'created', 'Formulario web de flotillas');
    // What the caller records with it in the same transaction (privacy's collection and consents, issue 54).
    await onCreated?.(tx, row!.id);
  });
}
