import { describe, expect, it } from 'vitest';
import { nextQuietHour } from './quietHour';
import { feedUrlFor } from './updateFeed';

describe('feedUrlFor', () => {
  it('puts each channel in its own folder of the base', () => {
    expect(feedUrlFor('https://updates.crm-ventas.mx/prod', 'estable')).toBe('https://updates.crm-ventas.mx/prod/estable/');
    expect(feedUrlFor('https://updates.crm-ventas.mx/prod/', 'piloto')).toBe('https://updates.crm-ventas.mx/prod/piloto/');
    expect(feedUrlFor('https://bucket.s3.us-east-1.amazonaws.com', 'estable')).toBe('https://bucket.s3.us-east-1.amazonaws.com/estable/');
  });

  it('refuses what is not HTTPS (plain HTTP only on this machine), credentials in the URL and junk', () => {
    expect(feedUrlFor('http://updates.crm-ventas.mx', 'estable')).toBeNull();
    expect(feedUrlFor('http://127.0.0.1:8123/feed', 'estable')).toBe('http://127.0.0.1:8123/feed/estable/');
    expect(feedUrlFor('https://user:secret@updates.crm-ventas.mx', 'estable')).toBeNull();
    expect(feedUrlFor('file:///C:/updates', 'estable')).toBeNull();
    expect(feedUrlFor('no es una url', 'estable')).toBeNull();
    expect(feedUrlFor(undefined, 'estable')).toBeNull();
    expect(feedUrlFor('', 'estable')).toBeNull();
  });
});

describe('nextQuietHour', () => {
  it('is today when the hour is still ahead, tomorrow when it has passed or is now', () => {
    expect(nextQuietHour(new Date(2026, 10, 27, 1, 30).getTime(), 3)).toBe(new Date(2026, 10, 27, 3, 0).getTime());
    expect(nextQuietHour(new Date(2026, 10, 27, 3, 0).getTime(), 3)).toBe(new Date(2026, 10, 28, 3, 0).getTime());
    expect(nextQuietHour(new Date(2026, 10, 30, 22, 0).getTime(), 3)).toBe(new Date(2026, 11, 1, 3, 0).getTime());
  });
});
