import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { dataUrlByteLength, fileDataUrl } from './fileData';

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37) % 256);
const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

describe('dataUrlByteLength', () => {
  it('gives the decoded size of a base64 data URL, padding and line breaks left out', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 1000]) {
      const b64 = base64(bytes(n));
      expect(dataUrlByteLength(`data:image/png;base64,${b64}`), `${n}`).toBe(n);
      expect(dataUrlByteLength(`data:image/png;name=a.png;base64,${b64.replace(/.{10}/g, '$&\r\n')}`), `${n} wrapped`).toBe(n);
      expect(dataUrlByteLength(b64), `${n} bare`).toBe(n);
    }
  });

  it('gives the decoded size of a percent-encoded data URL', () => {
    expect(dataUrlByteLength('data:text/plain,hola%20mundo')).toBe(10);
    expect(dataUrlByteLength('data:,%41%42%43')).toBe(3);
  });
});

describe('fileDataUrl', () => {
  const schema = fileDataUrl(1000);
  it('takes a file up to its size, whatever its encoding, and refuses a larger one with the size message', () => {
    expect(schema.safeParse(`data:image/png;base64,${base64(bytes(1000))}`).success).toBe(true);
    for (const large of [
      `data:image/png;base64,${base64(bytes(1001))}`,
      `data:image/png;base64,${base64(bytes(1001)).replace(/.{76}/g, '$&\n')}`,
      `data:text/plain,${'a'.repeat(1001)}`,
      `data:text/plain,${'%41'.repeat(1001)}`,
    ]) {
      const result = schema.safeParse(large);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.tooLarge);
    }
  });
});
