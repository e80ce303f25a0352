import { describe, expect, it } from 'vitest';
import { noticeHref } from './noticeHref';

describe('noticeHref', () => {
  it('opens a WhatsApp notice on the lead’s conversation tab', () => {
    expect(noticeHref('WHATSAPP_MESSAGE', 42)).toBe('/sells/leads/42?tab=whatsapp');
  });
  it('opens a fleet lead’s WhatsApp notice on the fleet lead’s conversation, not the inbox', () => {
    expect(noticeHref('WHATSAPP_MESSAGE', null, 17)).toBe('/fleets/leads-flotilla/17?tab=whatsapp');
  });
  it('opens the inbox for a WhatsApp notice with neither lead', () => {
    expect(noticeHref('WHATSAPP_MESSAGE', null)).toBe('/conversaciones');
    expect(noticeHref('WHATSAPP_MESSAGE', null, null)).toBe('/conversaciones');
  });
  it('opens other notices on their lead, or nowhere', () => {
    expect(noticeHref('NEW_LEAD', 7)).toBe('/sells/leads/7');
    expect(noticeHref('SLA_WARNING', null)).toBeUndefined();
    expect(noticeHref(undefined, 9)).toBe('/sells/leads/9');
  });
});
