/**
 * bench:api's WhatsApp calls (issue 53): the webhook's signed POST (each delivery a new client
 * message of an existing conversation, so nothing but the message is written), the newest and an
 * older page of a 500-message thread, and the inbox. The channel is configured on the timed API (it
 * seals the app secret with its own key) with a secret the benchmark signs with.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { call, type Caller } from './benchHarness';
import { LONG_THREAD } from './benchSeedWhatsapp';

export const BENCH_WA = { phoneNumberId: '777000111222333', businessAccountId: '777000111222444', accessToken: 'bench-access-token-0001', appSecret: 'bench-app-secret-0001', verifyToken: 'bench-verify-0001' };

export interface SqlReader {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

export interface WhatsappBench {
  thread: number | undefined;
  olderThan: number | undefined;
  waIds: string[];
  /** How many deliveries the benchmark posted (each a new wamid) and their prefix. */
  posted: () => number;
  prefix: string;
  delivery: (base: string) => Promise<{ status: number; body: string; serverMs?: number }>;
}

/** Configures the agency's number on `base` and reads the bench's long thread and some clients' numbers. */
export async function whatsappBench(client: SqlReader, base: string, admin: Caller, agencyId: number): Promise<WhatsappBench> {
  const put = await call(base, admin, 'PUT', `/agency/${agencyId}/whatsapp`, BENCH_WA);
  if (put.status >= 400) throw new Error(`whatsapp channel: ${put.status} ${put.body}`);
  const { rows: threads } = await client.query<{ id: number }>(
    `SELECT c.id FROM whatsapp_conversations c WHERE c.agency_id = $1 AND (SELECT count(*) FROM whatsapp_messages m WHERE m.conversation_id = c.id) >= ${LONG_THREAD} LIMIT 1`,
    [agencyId],
  );
  const thread = threads[0]?.id;
  const { rows: older } = thread
    ? await client.query<{ id: number }>(`SELECT id FROM whatsapp_messages WHERE conversation_id = $1 ORDER BY id DESC OFFSET 250 LIMIT 1`, [thread])
    : { rows: [] };
  const { rows: clients } = await client.query<{ wa_id: string }>(`SELECT wa_id FROM whatsapp_conversations WHERE agency_id = $1 ORDER BY id LIMIT 200`, [agencyId]);
  const prefix = `wamid.benchhook.${Date.now().toString(36)}.`;
  let n = 0;
  const waIds = clients.map((r) => r.wa_id);
  return {
    thread,
    olderThan: older[0]?.id,
    waIds,
    prefix,
    posted: () => n,
    delivery: (target) => {
      const i = ++n;
      const from = waIds[i % Math.max(1, waIds.length)] ?? '5215500000001';
      const raw = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: BENCH_WA.businessAccountId,
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '525550001234', phone_number_id: BENCH_WA.phoneNumberId },
                  contacts: [{ profile: { name: 'Cliente Bench' }, wa_id: from }],
                  messages: [{ from, id: `${prefix}${i}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: `Mensaje de carga ${i}` } }],
                },
              },
            ],
          },
        ],
      });
      return postSigned(target, raw, `sha256=${createHmac('sha256', BENCH_WA.appSecret).update(raw).digest('hex')}`);
    },
  };
}

const agent = new http.Agent({ keepAlive: true });

/** POST /api/public/whatsapp/webhook with Meta's signature header over the exact bytes. */
export function postSigned(base: string, raw: string, signature: string): Promise<{ status: number; body: string; serverMs?: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/public/whatsapp/webhook`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-hub-signature-256': signature } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const timing = /app;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), serverMs: timing ? Number(timing[1]) : undefined });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(raw);
  });
}
