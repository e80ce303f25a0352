import { sql } from 'drizzle-orm';
import { sectionsOf } from '../../lib/personData';
import type { DbOrTx } from '../../lib/queryRows';

/**
 * leads' part of a person's access file (privacy's personRecordSteps): each retail lead's personal
 * and commercial data, its phones, e-mails, interests and activities, as the lead keeps them.
 */
export function leadPersonData(db: DbOrTx, ids: readonly number[]) {
  return sectionsOf(db, ids, [
    {
      title: 'Datos del lead',
      query: (ids) => sql`SELECT l.id AS owner_id, l.first_name AS "Nombre", l.last_name AS "Apellidos", l.email AS "Correo", l.phone AS "Teléfono",
                                 l.rfc AS "RFC", l.razon_social AS "Razón social", l.regimen_fiscal AS "Régimen fiscal", l.gender AS "Género",
                                 l.marital_status AS "Estado civil", l.age AS "Edad", l.sector AS "Sector", l.client_profile AS "Perfil",
                                 l.concrete_needs AS "Necesidades", l.sale_condition AS "Condición de venta", l.payment_method AS "Forma de pago",
                                 l.bank AS "Banco", l.phase AS "Fase", l.created_at AS "Alta"
                          FROM leads l WHERE l.id = ANY(${ids}) ORDER BY l.id`,
    },
    { title: 'Teléfonos', query: (ids) => sql`SELECT p.lead_id AS owner_id, p.value AS "Teléfono" FROM lead_phones p WHERE p.lead_id = ANY(${ids}) ORDER BY p.id` },
    { title: 'Correos', query: (ids) => sql`SELECT e.lead_id AS owner_id, e.value AS "Correo" FROM lead_emails e WHERE e.lead_id = ANY(${ids}) ORDER BY e.id` },
    {
      title: 'Intereses',
      query: (ids) => sql`SELECT i.lead_id AS owner_id, p.name AS "Modelo", i.quantity AS "Cantidad", i.comments AS "Comentarios", i.created_at AS "Fecha"
                          FROM lead_interests i LEFT JOIN products p ON p.id = i.product_id WHERE i.lead_id = ANY(${ids}) ORDER BY i.id`,
    },
    {
      title: 'Actividades',
      query: (ids) => sql`SELECT a.lead_id AS owner_id, a.date AS "Fecha", t.description AS "Tipo", a.title AS "Título", a.comments AS "Comentarios"
                          FROM lead_activities a LEFT JOIN lead_activity_types t ON t.id = a.type_id WHERE a.lead_id = ANY(${ids}) ORDER BY a.id`,
    },
  ]);
}
