import { describe, expect, it } from 'vitest';
import { sniffEvidenceType } from './fileSignature';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0]);

describe('sniffEvidenceType', () => {
  it('recognises pdf, png and jpeg by their magic bytes', () => {
    expect(sniffEvidenceType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffEvidenceType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffEvidenceType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });
  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffEvidenceType(new TextEncoder().encode('<html>'))).toBeUndefined();
    expect(sniffEvidenceType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffEvidenceType(new Uint8Array())).toBeUndefined();
  });
});
