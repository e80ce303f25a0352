import { and, eq } from 'drizzle-orm';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { normalizedProspectPhone, type ProspectEdit } from '../../../../shared/schemas/fleetProspect';
import type { Db } from '../../../db/client';
import { leadFleetProspects } from '../tables';
import { products } from '../../../db/tables/catalog';
import { badRequest, conflict } from '../../../lib/httpError';
import type { Caller } from '../../../identity/auth';
import { prospectForCaller } from './prospectAccess';
import { recordProspectEvent } from './prospectEvents';

const LABELS: Record<string, string> = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo',
  phone: 'Teléfono',
  companyName: 'Compañía',
  position: 'Puesto',
  productId: 'Modelo',
  quantity: 'Unidades',
};

/** 'Editar prospecto': both steps' rules, only while active; the history records what changed. */
export async function editProspect(db: Db, caller: Caller, id: number, body: ProspectEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await prospectForCaller(tx, caller, id, true);
    if (!current.active) throw conflict(PROSPECT_MSG.inactive);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.ProductId), eq(products.active, true)));
    if (!product) throw badRequest(PROSPECT_MSG.selectModel);
    const next = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email.toLowerCase(),
      phone: normalizedProspectPhone(body.phone),
      companyName: body.companyName,
      position: body.position,
      productId: body.ProductId,
      quantity: body.quantity,
    };
    const changes = (Object.keys(next) as (keyof typeof next)[])
      .filter((k) => String(current[k] ?? '') !== String(next[k]))
      .map((k) => `${LABELS[k]}: ${current[k] ?? '-'} → ${next[k]}`);
    // A new model drops the old model's colour, which belongs to the other model.
    const productColorId = next.productId === current.productId ? current.productColorId : null;
    await tx
      .update(leadFleetProspects)
      .set({ ...next, productColorId, updatedAt: new Date() })
      .where(eq(leadFleetProspects.id, id));
    await recordProspectEvent(tx, id, caller.id, 'edited', changes.length ? changes.join('; ') : 'Sin cambios');
  });
}

/** 'Descartar' / 'Reactivar'. */
export async function toggleProspect(db: Db, caller: Caller, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await prospectForCaller(tx, caller, id, true);
    const active = !current.active;
    await tx.update(leadFleetProspects).set({ active, updatedAt: new Date() }).where(eq(leadFleetProspects.id, id));
    await recordProspectEvent(tx, id, caller.id, active ? 'reactivated' : 'discarded');
    return active;
  });
}
