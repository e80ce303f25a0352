// Issue 53: the WhatsApp webhook's 200 (50 signed deliveries a second, each a new message), a thread
// of 500 messages (newest page of 50) and the inbox, on an in-memory server, p50/p95 in ms. With
// DATABASE_URL the same on PostgreSQL. Not the 1,000,000-lead scale of bench:api (that seed has no
// conversations yet): the per-call cost with the indexes in place.
// Run: node --import tsx scripts/bench/benchWhatsapp.ts
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { leads, whatsappConversations, whatsappMessages } from '../../src/server/db/schema';
import { deliveriesSettled } from '../../src/server/features/whatsapp';
import { createTestApp } from '../../tests/api/testApp';

const t = await createTestApp({ leadsPerAgency: 200 });
const db = t.database.db;
const PHONE_ID = '100000000000001';
const SECRET = 'bench-app-secret-01';
await t.api('admin@demo.mx', {
  method: 'PUT',
  url: '/api/agency/1/whatsapp',
  payload: { phoneNumberId: PHONE_ID, businessAccountId: '200000000000001', accessToken: 'bench-access-token', appSecret: SECRET, verifyToken: 'bench-verify-token' },
});
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(1);

// A thread of 500 messages and 2,000 other conversations.
const someLeads = await db.select({ id: leads.id }).from(leads).where(eq(leads.agencyId, 1)).limit(200);
const [conv] = await db.insert(whatsappConversations).values({ agencyId: 1, leadId: someLeads[0]!.id, waId: '5215500000000', phoneKey: '5500000000', lastMessageAt: new Date() }).returning();
await db.insert(whatsappMessages).values(
  Array.from({ length: 500 }, (_, i) => ({ conversationId: conv!.id, agencyId: 1, direction: i % 2 ? 'out' : 'in', kind: 'text', body: { text: `Mensaje ${i}` }, status: i % 2 ? 'read' : 'received' })),
);
await db.execute(sql`INSERT INTO whatsapp_conversations (agency_id, wa_id, phone_key, last_message_at, unanswered_since, last_message_text, last_direction)
  SELECT 1, '52155' || lpad(g::text, 8, '0'), '55' || lpad(g::text, 8, '0'), now() - g * interval '1 minute', CASE WHEN g % 3 = 0 THEN now() END, 'Hola', 'in' FROM generate_series(1, 2000) g`);

const time = async (n: number, call: () => Promise<{ statusCode: number }>) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const res = await call();
    ms.push(performance.now() - s);
    if (res.statusCode >= 400) throw new Error(`status ${res.statusCode}`);
  }
  return ms;
};
const thread = await time(100, () => t.api('admin@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation/${conv!.id}/messages?limit=50` }));
const inbox = await time(100, () => t.api('bdc@demo.mx', { method: 'GET', url: '/api/whatsapp/inbox?limit=20' }));

// 50 deliveries a second for 10 s: the 200's time (processing runs after it).
const hook: number[] = [];
for (let second = 0; second < 10; second++) {
  const start = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async (_, i) => {
      const n = second * 50 + i;
      const raw = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: PHONE_ID }, contacts: [{ wa_id: `52133${String(n).padStart(8, '0')}`, profile: { name: `Cliente ${n}` } }], messages: [{ from: `52133${String(n).padStart(8, '0')}`, id: `wamid.bench${n}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: 'Hola' } }] } }] }],
      });
      const s = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/public/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}` }, payload: raw });
      hook.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`webhook ${res.statusCode}`);
    }),
  );
  const rest = 1000 - (performance.now() - start);
  if (rest > 0) await new Promise((r) => setTimeout(r, rest));
}
await deliveriesSettled();
const written = (await db.select({ id: whatsappMessages.id }).from(whatsappMessages).where(sql`${whatsappMessages.wamid} LIKE 'wamid.bench%'`)).length;
console.log('| call | n | p50 ms | p95 ms |');
console.log('|---|---:|---:|---:|');
console.log(`| thread, newest 50 of 500 | 100 | ${pct(thread, 50)} | ${pct(thread, 95)} |`);
console.log(`| inbox, page of 20 of 2,000 | 100 | ${pct(inbox, 50)} | ${pct(inbox, 95)} |`);
console.log(`| webhook 200, 50/s for 10 s | 500 | ${pct(hook, 50)} | ${pct(hook, 95)} |`);
console.log(`messages written: ${written} (500 expected, none twice)`);
await t.close();
