import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';

/**
 * The agencies' WhatsApp secrets (access token, app secret) at rest: AES-256-GCM with a 32-byte key
 * from WHATSAPP_SECRET_KEY (base64 or hex). Without it (the embedded workstation, the demo) the key is
 * a random one kept in DATA_DIR/whatsapp-secret.key (created once, mode 0600); an in-memory database
 * gets a key of the process. A deployment with replicas sets WHATSAPP_SECRET_KEY on all of them.
 * Sealed text: 'v1:' + base64(iv 12 | tag 16 | ciphertext).
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const keys = new Map<string, Buffer>();

function parseKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== 32) throw new Error('WHATSAPP_SECRET_KEY must be 32 bytes, in base64 or hex (openssl rand -base64 32)');
  return key;
}

function keyOf(config: Pick<ServerConfig, 'whatsappSecretKey' | 'dataDir'>): Buffer {
  if (config.whatsappSecretKey) return parseKey(config.whatsappSecretKey);
  const memory = config.dataDir === ':memory:' || config.dataDir.startsWith('memory:');
  const cacheKey = memory ? 'memory' : config.dataDir;
  const cached = keys.get(cacheKey);
  if (cached) return cached;
  let key: Buffer;
  if (memory) key = randomBytes(32);
  else {
    const file = path.join(config.dataDir, 'whatsapp-secret.key');
    try {
      key = parseKey(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      key = randomBytes(32);
      fs.mkdirSync(config.dataDir, { recursive: true });
      // 'wx': two processes starting at once never overwrite each other's key.
      try {
        fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
      } catch {
        key = parseKey(fs.readFileSync(file, 'utf8'));
      }
    }
  }
  keys.set(cacheKey, key);
  return key;
}

export function secretBoxFor(config: Pick<ServerConfig, 'whatsappSecretKey' | 'dataDir'>): SecretBox {
  const key = keyOf(config);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) throw new Error('whatsapp secret: unknown format');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
