import { WHATSAPP_MEDIA_MAX_BYTES } from '../../../shared/domain/whatsappMessages';
import { trimTrailing } from '../../../shared/domain/trimTrailing';

/**
 * The WhatsApp Cloud API client (issue 53): plain fetch against WHATSAPP_GRAPH_URL (Meta's Graph API,
 * or the simulator in CI and the demo). Every call has a timeout; an answer that is not JSON or not
 * 2xx becomes a GraphError with Meta's code, so callers decide: retry (429, 5xx, rate-limit codes,
 * network) or store the refusal with its Spanish reason.
 */
export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    readonly title: string,
    readonly retryable: boolean,
  ) {
    super(`graph ${status} ${code ?? ''} ${title}`);
  }
}

/** Meta's codes for throttling and passing trouble: the send waits and tries again. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 80007, 130429, 131016, 133004]);

export interface GraphAuth {
  accessToken: string;
}

export interface GraphTemplate {
  name: string;
  language: string;
  category: string;
  status: string;
  components?: { type: string; text?: string }[];
}

const TIMEOUT_MS = 10_000;

export function graphClient(baseUrl: string | (() => string)) {
  let memo: { url: string; base: string; protocol: string; mediaHosts: Set<string> } | undefined;
  /**
   * The Graph base, read at each call (a function: the desktop's demo points config.whatsappGraphUrl
   * at its simulator once its database is open, after the routes were built, issue 51).
   */
  const target = () => {
    const url = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    if (memo?.url !== url) {
      const base = trimTrailing(url, '/');
      const { host: graphHost, protocol } = new URL(base);
      /** Hosts a media URL may point at: the Graph host, and Meta's media CDN when the Graph host is Meta's. */
      const mediaHosts = new Set([graphHost, ...(graphHost.endsWith('facebook.com') ? ['lookaside.fbsbx.com'] : [])]);
      memo = { url, base, protocol, mediaHosts };
    }
    return memo;
  };
  target(); // a malformed base fails where the client is made, as before

  async function call<T>(auth: GraphAuth, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${target().base}/${path}`, {
        method,
        headers: { authorization: `Bearer ${auth.accessToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new GraphError(0, null, 'network', true);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = undefined;
    }
    if (!res.ok || json === undefined) {
      const error = (json as { error?: { code?: number; message?: string; error_user_title?: string } } | undefined)?.error;
      const code = typeof error?.code === 'number' ? error.code : null;
      const retryable = res.status === 429 || res.status >= 500 || (code !== null && RETRYABLE_CODES.has(code));
      throw new GraphError(res.status, code, error?.error_user_title ?? error?.message ?? `HTTP ${res.status}`, retryable);
    }
    return json as T;
  }

  return {
    /** POST /{phone-number-id}/messages: Meta's message id (wamid) when accepted. */
    async sendMessage(auth: GraphAuth, phoneNumberId: string, payload: Record<string, unknown>): Promise<string> {
      const answer = await call<{ messages?: { id: string }[] }>(auth, 'POST', `${encodeURIComponent(phoneNumberId)}/messages`, {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        ...payload,
      });
      const id = answer.messages?.[0]?.id;
      if (!id) throw new GraphError(200, null, 'sin id de mensaje', false);
      return id;
    },
    /** GET /{phone-number-id}: the number as Meta shows it ('Probar conexión'). */
    phoneNumber(auth: GraphAuth, phoneNumberId: string) {
      return call<{ id: string; display_phone_number?: string; verified_name?: string }>(
        auth,
        'GET',
        `${encodeURIComponent(phoneNumberId)}?fields=display_phone_number,verified_name`,
      );
    },
    /** GET /{waba-id}/message_templates, every page (at most 20 pages of 100). */
    async templates(auth: GraphAuth, businessAccountId: string): Promise<GraphTemplate[]> {
      const all: GraphTemplate[] = [];
      let path = `${encodeURIComponent(businessAccountId)}/message_templates?limit=100&fields=name,language,category,status,components`;
      for (let page = 0; page < 20 && path; page++) {
        const answer = await call<{ data?: GraphTemplate[]; paging?: { cursors?: { after?: string }; next?: string } }>(auth, 'GET', path);
        all.push(...(answer.data ?? []));
        const after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
        path = after ? `${encodeURIComponent(businessAccountId)}/message_templates?limit=100&fields=name,language,category,status,components&after=${encodeURIComponent(after)}` : '';
      }
      return all;
    },
    /** GET /{media-id}: where to download the client's file (a URL valid for minutes). */
    mediaInfo(auth: GraphAuth, mediaId: string) {
      return call<{ url: string; mime_type?: string; file_size?: number }>(auth, 'GET', encodeURIComponent(mediaId));
    },
    /** Whether a media URL Meta gave may be fetched with the token: https (or the simulator's own scheme) on an allowed host. */
    isAllowedMediaUrl(url: string): boolean {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return false;
      }
      const { protocol, mediaHosts } = target();
      const schemeOk = parsed.protocol === 'https:' || parsed.protocol === protocol;
      return schemeOk && mediaHosts.has(parsed.host) && !parsed.username && !parsed.password;
    },
    /** The file's bytes, at most WHATSAPP_MEDIA_MAX_BYTES (undefined: larger); no redirects followed. */
    async download(auth: GraphAuth, url: string): Promise<Uint8Array | undefined> {
      if (!this.isAllowedMediaUrl(url)) throw new GraphError(0, null, 'media host', false);
      let res: Response;
      try {
        res = await fetch(url, { headers: { authorization: `Bearer ${auth.accessToken}` }, redirect: 'error', signal: AbortSignal.timeout(30_000) });
      } catch {
        throw new GraphError(0, null, 'network', true);
      }
      if (!res.ok || !res.body) throw new GraphError(res.status, null, `HTTP ${res.status}`, res.status >= 500 || res.status === 429);
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > WHATSAPP_MEDIA_MAX_BYTES) {
        await res.body.cancel();
        return undefined;
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.length;
        if (size > WHATSAPP_MEDIA_MAX_BYTES) {
          await reader.cancel();
          return undefined;
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks);
    },
  };
}

export type GraphClient = ReturnType<typeof graphClient>;
