import { sql, type SQL } from 'drizzle-orm';
import { leadScope } from './leadScope';

/**
 * One lead as the duplicates comparison screen shows it (Datos and Historial), in ONE statement:
 * its fields, owner, origin, e-mails, phones, interests, and its history — activities and phase
 * changes from leads' tables, plus the arms `history` gives (the other features' rows of the lead:
 * appointments, floor visits), each a SELECT of (kind, id, createdAt, title, comments, status) for
 * the lead `l.id`. Nothing when the lead is not a live lead of `agencyId`.
 */
export function leadComparisonSide(leadId: number, agencyId: number, history: readonly ((leadId: SQL) => SQL)[]): SQL {
  const arms = [
    sql`SELECT 'activity' AS kind, a.id, a.created_at AS "createdAt", t.description AS title, a.comments, a.status
            FROM lead_activities a JOIN lead_activity_types t ON t.id = a.type_id WHERE a.lead_id = l.id`,
    sql`SELECT 'phase', r.id, r.created_at, coalesce(r.old_phase_slug, '') || ' → ' || r.new_phase_slug, r.comments, NULL
            FROM lead_phase_records r WHERE r.lead_id = l.id`,
    ...history.map((arm) => arm(sql`l.id`)),
  ];
  return sql`SELECT l.id, l.first_name AS "firstName", l.last_name AS "lastName", l.first_name || ' ' || l.last_name AS "firstAndLastName",
      l.email, l.phone, l.phase, l.sub_status AS "subStatus", l.buy_type AS "buyType", l.created_at AS "createdAt", l.updated_at AS "updatedAt",
      l.user_id AS "UserId",
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name, 'email', u.email) END AS "User",
      CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('slug', o.slug, 'description', o.description) END AS "LeadOrigin",
      coalesce((SELECT json_agg(json_build_object('id', e.id, 'value', e.value) ORDER BY e.id) FROM lead_emails e WHERE e.lead_id = l.id), '[]'::json) AS "leadEmails",
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'value', p.value) ORDER BY p.id) FROM lead_phones p WHERE p.lead_id = l.id), '[]'::json) AS "leadPhones",
      coalesce((SELECT json_agg(json_build_object('id', i.id, 'current', i.current, 'quantity', i.quantity, 'buyType', i.buy_type,
          'Product', json_build_object('id', pr.id, 'name', pr.name, 'model', pr.model, 'imageUrl', pr.image_url),
          'ProductColor', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('name', c.name, 'slug', c.slug) END) ORDER BY i.current DESC, i.id DESC)
        FROM lead_interests i JOIN products pr ON pr.id = i.product_id LEFT JOIN product_colors c ON c.id = i.product_color_id
        WHERE i.lead_id = l.id), '[]'::json) AS "LeadInterests",
      coalesce((SELECT json_agg(h ORDER BY h."createdAt" DESC) FROM (
          ${sql.join(arms, sql`
          UNION ALL
          `)}
        ) h), '[]'::json) AS "History"
    FROM leads l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN lead_origins o ON o.id = l.lead_origin_id
    WHERE l.id = ${leadId} AND ${leadScope('l', agencyId)}`;
}
