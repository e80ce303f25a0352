import { createHmac, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A WhatsApp Cloud API simulator (issue 53): the Graph calls the product makes, with Meta's answer and
 * error shapes, and the webhooks Meta sends (a client's message, statuses, a duplicate delivery),
 * signed with the app secret. For CI, the demo and these machines, where Meta cannot be reached; the
 * product's client is the real one, aimed here by WHATSAPP_GRAPH_URL. Plain node:http, no state
 * beyond memory. A control API under /_sim drives it from tests and the demo.
 *
 * Graph (any /vNN.N prefix): POST /{phone-number-id}/messages, GET /{phone-number-id},
 * GET /{waba-id}/message_templates, GET /{media-id}, GET /_media/{media-id} (the download).
 * Errors as Meta's: 190 (bad token, 401), 100 (unknown id, 400), 130429 (rate limit, 429 when
 * forced), 132001/132000 (template missing / parameters), and after accepting: a 'failed' status
 * with 131047 (free text outside the 24-hour window) or 131026 (an undeliverable number).
 */
export interface SimTemplate {
  name: string;
  language: string;
  category: 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  status: 'APPROVED' | 'PENDING' | 'REJECTED';
  body: string;
}

export interface SimOptions {
  port?: number;
  host?: string;
  phoneNumberId?: string;
  businessAccountId?: string;
  displayPhoneNumber?: string;
  accessToken?: string;
  appSecret?: string;
  verifyToken?: string;
  /** Where the product's webhook is (its /api/public/whatsapp/webhook); settable later. */
  webhookUrl?: string;
  /** Milliseconds between the statuses of an accepted message (sent → delivered → read). */
  statusDelayMs?: number;
  /** Whether the client 'reads' what it receives (the read status). */
  autoRead?: boolean;
  log?: (line: string) => void;
}

export interface SimSent {
  wamid: string;
  to: string;
  type: string;
  text: string | null;
  template: { name: string; language: string; params: string[] } | null;
  at: string;
}

export interface InboundInput {
  from: string;
  name?: string;
  text?: string;
  /** A file from the client: its bytes (base64) and type. */
  media?: { kind: 'image' | 'document' | 'audio' | 'video' | 'sticker'; base64: string; mimeType: string; fileName?: string; caption?: string };
  location?: { latitude: number; longitude: number; name?: string };
  button?: { text: string; payload?: string };
  interactive?: { id: string; title: string };
  /** Reuse a wamid (a retried delivery). */
  id?: string;
  /** Meta's seconds; now by default. */
  timestamp?: number;
}

const DEFAULT_TEMPLATES: SimTemplate[] = [
  { name: 'seguimiento_cotizacion', language: 'es_MX', category: 'UTILITY', status: 'APPROVED', body: 'Hola {{1}}, soy {{2}} de {{3}}. ¿Pudiste revisar la cotización que te enviamos?' },
  { name: 'recordatorio_cita', language: 'es_MX', category: 'UTILITY', status: 'APPROVED', body: 'Hola {{1}}, te recordamos tu cita en {{3}} el {{4}}. Te atiende {{2}}.' },
  { name: 'promocion_mes', language: 'es_MX', category: 'MARKETING', status: 'APPROVED', body: 'Hola {{1}}, este mes {{3}} tiene precios especiales en toda la línea JAC.' },
  { name: 'bienvenida_pendiente', language: 'es_MX', category: 'UTILITY', status: 'PENDING', body: 'Bienvenido {{1}}' },
];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const metaError = (res: ServerResponse, status: number, code: number, message: string, type = 'OAuthException') =>
  json(res, status, { error: { message, type, code, error_subcode: undefined, fbtrace_id: randomBytes(8).toString('hex') } });

async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function wamidOf(): string {
  return `wamid.${randomBytes(18).toString('base64url')}`;
}

export async function startWhatsappSim(options: SimOptions = {}) {
  const state = {
    phoneNumberId: options.phoneNumberId ?? '109876543210001',
    businessAccountId: options.businessAccountId ?? '209876543210001',
    displayPhoneNumber: options.displayPhoneNumber ?? '+52 55 5000 1234',
    accessToken: options.accessToken ?? 'EAAsim-access-token-0001',
    appSecret: options.appSecret ?? 'sim-app-secret-0001',
    verifyToken: options.verifyToken ?? 'sim-verify-token-0001',
    webhookUrl: options.webhookUrl ?? '',
    statusDelayMs: options.statusDelayMs ?? 150,
    autoRead: options.autoRead ?? true,
    templates: [...DEFAULT_TEMPLATES],
    /** The next sends answer this error (count times): a 429 rate limit, a 500… */
    failNext: null as null | { status: number; code: number; count: number },
    /** Numbers (wa_id digits) whose messages fail after acceptance with 131026. */
    undeliverable: new Set<string>(),
    /** A host the media URL points at instead of this one (the hostile test: the product must refuse it). */
    mediaHost: null as string | null,
    lastInbound: new Map<string, number>(),
    media: new Map<string, { bytes: Buffer; mimeType: string }>(),
    sent: [] as SimSent[],
    deliveries: [] as { status: number; body: string }[],
  };
  const log = options.log ?? (() => {});
  let base = '';

  const sign = (raw: string, secret = state.appSecret) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

  /** POSTs a delivery body to the product's webhook, signed (or not, or badly: the hostile cases). */
  async function deliver(body: unknown, signature: 'good' | 'bad' | 'none' = 'good'): Promise<{ status: number; text: string }> {
    if (!state.webhookUrl) throw new Error('whatsapp sim: no webhook URL');
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (signature === 'good') headers['x-hub-signature-256'] = sign(raw);
    if (signature === 'bad') headers['x-hub-signature-256'] = sign(raw, 'not-the-secret');
    const res = await fetch(state.webhookUrl, { method: 'POST', headers, body: raw });
    const text = await res.text();
    state.deliveries.push({ status: res.status, body: raw });
    log(`webhook ${res.status}`);
    return { status: res.status, text };
  }

  const envelope = (value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: state.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: { messaging_product: 'whatsapp', metadata: { display_phone_number: state.displayPhoneNumber.replace(/\D/g, ''), phone_number_id: state.phoneNumberId }, ...value },
          },
        ],
      },
    ],
  });

  /** The delivery of a client's message (not sent): what /_sim/inbound and the tests post. */
  function inboundBody(input: InboundInput): { body: ReturnType<typeof envelope>; wamid: string } {
    const wamid = input.id ?? wamidOf();
    const from = input.from.replace(/\D/g, '');
    const message: Record<string, unknown> = { from, id: wamid, timestamp: String(input.timestamp ?? Math.floor(Date.now() / 1000)) };
    if (input.media) {
      const mediaId = `${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
      state.media.set(mediaId, { bytes: Buffer.from(input.media.base64, 'base64'), mimeType: input.media.mimeType });
      message.type = input.media.kind;
      message[input.media.kind] = { id: mediaId, mime_type: input.media.mimeType, sha256: 'sim', caption: input.media.caption, filename: input.media.fileName };
    } else if (input.location) {
      message.type = 'location';
      message.location = input.location;
    } else if (input.button) {
      message.type = 'button';
      message.button = input.button;
    } else if (input.interactive) {
      message.type = 'interactive';
      message.interactive = { type: 'button_reply', button_reply: input.interactive };
    } else {
      message.type = 'text';
      message.text = { body: input.text ?? '' };
    }
    return { body: envelope({ contacts: [{ profile: { name: input.name ?? 'Cliente' }, wa_id: from }], messages: [message] }), wamid };
  }

  async function inbound(input: InboundInput) {
    const { body, wamid } = inboundBody(input);
    state.lastInbound.set(input.from.replace(/\D/g, ''), Date.now());
    const answer = await deliver(body);
    return { wamid, ...answer, body };
  }

  function statusBody(wamid: string, to: string, status: string, error?: { code: number; title: string }) {
    return envelope({
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: to,
          ...(error ? { errors: [{ code: error.code, title: error.title, message: error.title }] } : {}),
        },
      ],
    });
  }

  const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The statuses Meta sends after accepting a message, in order, each a delivery of its own. */
  async function followUp(wamid: string, to: string, failure?: { code: number; title: string }) {
    try {
      await later(state.statusDelayMs);
      if (failure) return void (await deliver(statusBody(wamid, to, 'failed', failure)));
      await deliver(statusBody(wamid, to, 'sent'));
      await later(state.statusDelayMs);
      await deliver(statusBody(wamid, to, 'delivered'));
      if (state.autoRead) {
        await later(state.statusDelayMs);
        await deliver(statusBody(wamid, to, 'read'));
      }
    } catch (error) {
      log(`status delivery failed: ${(error as Error).message}`);
    }
  }

  function authorized(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${state.accessToken}`;
  }

  async function graph(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    if (!authorized(req)) return metaError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    const parts = path.split('/').filter(Boolean);
    if (req.method === 'POST' && parts.length === 2 && parts[1] === 'messages') {
      if (parts[0] !== state.phoneNumberId) return metaError(res, 400, 100, `Unsupported post request. Object with ID '${parts[0]}' does not exist`, 'GraphMethodException');
      if (state.failNext && state.failNext.count > 0) {
        state.failNext.count--;
        const f = state.failNext;
        return metaError(res, f.status, f.code, f.code === 130429 ? 'Rate limit hit' : 'Service temporarily unavailable');
      }
      let payload: { to?: string; type?: string; text?: { body?: string }; template?: { name?: string; language?: { code?: string }; components?: { parameters?: { text?: string }[] }[] } };
      try {
        payload = JSON.parse(await readBody(req));
      } catch {
        return metaError(res, 400, 100, 'Invalid parameter');
      }
      const to = String(payload.to ?? '').replace(/\D/g, '');
      if (!to) return metaError(res, 400, 100, 'Invalid parameter: to');
      const wamid = wamidOf();
      let failure: { code: number; title: string } | undefined;
      if (payload.type === 'template') {
        const t = state.templates.find((x) => x.name === payload.template?.name && x.language === payload.template?.language?.code);
        if (!t || t.status !== 'APPROVED') return metaError(res, 404, 132001, 'Template name does not exist in the translation');
        const params = (payload.template?.components ?? []).flatMap((c) => (c.parameters ?? []).map((p) => String(p.text ?? '')));
        const expected = Math.max(0, ...[...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
        if (params.length !== expected) return metaError(res, 400, 132000, 'Number of parameters does not match the expected number of params');
        state.sent.push({ wamid, to, type: 'template', text: null, template: { name: t.name, language: t.language, params }, at: new Date().toISOString() });
      } else if (payload.type === 'text') {
        const last = state.lastInbound.get(to) ?? [...state.lastInbound].find(([k]) => k.slice(-10) === to.slice(-10))?.[1];
        if (!last || Date.now() - last > 24 * 3600 * 1000) failure = { code: 131047, title: 'Re-engagement message' };
        state.sent.push({ wamid, to, type: 'text', text: String(payload.text?.body ?? ''), template: null, at: new Date().toISOString() });
      } else return metaError(res, 400, 131051, 'Unsupported message type');
      if ([...state.undeliverable].some((n) => n.slice(-10) === to.slice(-10))) failure = { code: 131026, title: 'Message undeliverable' };
      json(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: payload.to, wa_id: to }], messages: [{ id: wamid }] });
      void followUp(wamid, to, failure);
      return;
    }
    if (req.method === 'GET' && parts.length === 1 && parts[0] === state.phoneNumberId) {
      return json(res, 200, { id: state.phoneNumberId, display_phone_number: state.displayPhoneNumber, verified_name: 'Agencia Demo JAC', quality_rating: 'GREEN' });
    }
    if (req.method === 'GET' && parts.length === 2 && parts[1] === 'message_templates') {
      if (parts[0] !== state.businessAccountId) return metaError(res, 400, 100, `Object with ID '${parts[0]}' does not exist`, 'GraphMethodException');
      return json(res, 200, {
        data: state.templates.map((t, i) => ({ id: String(9000 + i), name: t.name, language: t.language, category: t.category, status: t.status, components: [{ type: 'BODY', text: t.body }] })),
        paging: { cursors: { before: 'a', after: 'b' } },
      });
    }
    if (req.method === 'GET' && parts.length === 1 && state.media.has(parts[0]!)) {
      const m = state.media.get(parts[0]!)!;
      const host = state.mediaHost ?? new URL(base).host;
      return json(res, 200, { messaging_product: 'whatsapp', url: `http://${host}/_media/${parts[0]}?t=${query.get('t') ?? '1'}`, mime_type: m.mimeType, file_size: m.bytes.length, id: parts[0] });
    }
    return metaError(res, 400, 100, `Unsupported get request. Object with ID '${parts[0] ?? ''}' does not exist`, 'GraphMethodException');
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    const body = req.method === 'POST' ? JSON.parse((await readBody(req)) || '{}') : {};
    switch (`${req.method} ${path}`) {
      case 'POST /_sim/inbound':
        return json(res, 200, await inbound(body as InboundInput));
      case 'POST /_sim/deliver':
        return json(res, 200, await deliver(body.body, body.signature ?? 'good'));
      case 'POST /_sim/config':
        if (typeof body.webhookUrl === 'string') state.webhookUrl = body.webhookUrl;
        if (body.failNext !== undefined) state.failNext = body.failNext;
        if (typeof body.mediaHost === 'string' || body.mediaHost === null) state.mediaHost = body.mediaHost;
        if (Array.isArray(body.undeliverable)) state.undeliverable = new Set(body.undeliverable.map(String));
        if (typeof body.autoRead === 'boolean') state.autoRead = body.autoRead;
        if (typeof body.statusDelayMs === 'number') state.statusDelayMs = body.statusDelayMs;
        return json(res, 200, { ok: true });
      case 'GET /_sim/sent':
        return json(res, 200, { data: state.sent });
      case 'GET /_sim/channel':
        return json(res, 200, channel());
      case 'POST /_sim/reset':
        state.sent.length = 0;
        state.deliveries.length = 0;
        state.failNext = null;
        state.mediaHost = null;
        state.undeliverable.clear();
        state.lastInbound.clear();
        return json(res, 200, { ok: true });
      default:
        return json(res, 404, { error: 'unknown control call' });
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const path = url.pathname;
    const handle = async () => {
      if (path.startsWith('/_sim/')) return control(req, res, path);
      if (path.startsWith('/_media/')) {
        if (!authorized(req)) return metaError(res, 401, 190, 'Invalid OAuth access token');
        const m = state.media.get(path.slice('/_media/'.length));
        if (!m) return json(res, 404, {});
        res.writeHead(200, { 'content-type': m.mimeType, 'content-length': String(m.bytes.length) });
        return void res.end(m.bytes);
      }
      return graph(req, res, path.replace(/^\/v\d+\.\d+/, ''), url.searchParams);
    };
    handle().catch((error: unknown) => {
      log(`sim error: ${(error as Error).message}`);
      if (!res.headersSent) json(res, 500, { error: { message: 'sim error', code: 1 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;

  function channel() {
    return {
      phoneNumberId: state.phoneNumberId,
      businessAccountId: state.businessAccountId,
      accessToken: state.accessToken,
      appSecret: state.appSecret,
      verifyToken: state.verifyToken,
      displayPhoneNumber: state.displayPhoneNumber,
    };
  }

  return {
    url: base,
    /** What WHATSAPP_GRAPH_URL is set to. */
    graphUrl: `${base}/v21.0`,
    port,
    state,
    channel,
    sign,
    deliver,
    inbound,
    inboundBody,
    statusBody,
    envelope,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsappSim = Awaited<ReturnType<typeof startWhatsappSim>>;
