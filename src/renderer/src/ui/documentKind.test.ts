import { describe, expect, it } from 'vitest';
import { documentKindOf, downloadNameOf } from './documentKind';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('document kind', () => {
  it('judges a file by its first bytes before the type it was served with', () => {
    expect(documentKindOf(ascii('%PDF-1.7\n'), 'application/octet-stream')).toEqual({ kind: 'pdf', extension: 'pdf' });
    expect(documentKindOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'application/pdf')).toEqual({ kind: 'image', extension: 'png' });
    expect(documentKindOf(bytes(0xff, 0xd8, 0xff, 0xe0), '')).toEqual({ kind: 'image', extension: 'jpg' });
  });

  it('falls back to the served type, and shows nothing it does not know', () => {
    expect(documentKindOf(ascii('RIFF'), 'image/webp')).toEqual({ kind: 'image', extension: 'webp' });
    expect(documentKindOf(ascii('<html>'), 'text/html; charset=utf-8')).toEqual({ kind: 'other', extension: 'bin' });
    expect(documentKindOf(ascii('<svg>'), 'image/svg+xml')).toEqual({ kind: 'other', extension: 'bin' });
  });

  it('names the download after the document, safely', () => {
    expect(downloadNameOf('Cotización 12 - Sei4 Pro 2026', { kind: 'pdf', extension: 'pdf' })).toBe('Cotización 12 - Sei4 Pro 2026.pdf');
    expect(downloadNameOf('Orden de venta - orden-compra.pdf', { kind: 'pdf', extension: 'pdf' })).toBe('Orden de venta - orden-compra.pdf');
    expect(downloadNameOf('a/b:c*?"<>|', { kind: 'image', extension: 'png' })).toBe('a b c.png');
    expect(downloadNameOf('   ', { kind: 'pdf', extension: 'pdf' })).toBe('documento.pdf');
  });
});
