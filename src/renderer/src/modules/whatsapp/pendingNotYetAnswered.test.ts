import { describe, expect, it } from 'vitest';
import { pendingNotYetAnswered } from './pendingNotYetAnswered';
import type { PendingBubble } from './MessageThread';
import type { Message } from './types';

const bubble = (key: string, text: string | null, templateName: string | null = null): PendingBubble => ({
  key,
  message: { direction: 'out', kind: templateName ? 'template' : 'text', text, templateName, media: null, location: null, status: 'pending', errorMessage: null, sentByName: null, createdAt: '2026-12-07T17:00:00.000Z' },
});
const message = (id: number, direction: 'in' | 'out', text: string | null, templateName: string | null = null): Message => ({
  id, direction, kind: templateName ? 'template' : 'text', text, templateName, media: null, location: null, status: 'sent',
  errorCode: null, errorMessage: null, sentByUserId: 1, sentByName: 'Ana', createdAt: '2026-12-07T17:00:01.000Z',
});

describe('pendingNotYetAnswered', () => {
  it('drops a send whose message a poll brought before its answer', () => {
    const seen = new Map([['a', 10]]);
    expect(pendingNotYetAnswered([bubble('a', 'Hola')], [message(10, 'in', 'Hola'), message(11, 'out', 'Hola')], seen)).toEqual([]);
  });

  it('keeps a send when the same words were sent before it began, or came from the client', () => {
    const seen = new Map([['a', 11]]);
    expect(pendingNotYetAnswered([bubble('a', 'Hola')], [message(11, 'out', 'Hola'), message(12, 'in', 'Hola')], seen)).toHaveLength(1);
  });

  it('one message answers one send: two sends of the same words wait for two', () => {
    const seen = new Map([['a', 5], ['b', 5]]);
    const left = pendingNotYetAnswered([bubble('a', 'Ok'), bubble('b', 'Ok')], [message(6, 'out', 'Ok')], seen);
    expect(left.map((p) => p.key)).toEqual(['b']);
  });

  it('a template send is answered by that template, whatever the text it was filled with', () => {
    const seen = new Map([['t', 1]]);
    expect(pendingNotYetAnswered([bubble('t', 'Hola Ana', 'recordatorio')], [message(2, 'out', 'Hola Ana Pérez', 'recordatorio')], seen)).toEqual([]);
    expect(pendingNotYetAnswered([bubble('t', 'Hola Ana', 'recordatorio')], [message(2, 'out', 'Hola Ana', 'otra')], seen)).toHaveLength(1);
  });

  it('a send not yet seen is kept', () => {
    expect(pendingNotYetAnswered([bubble('a', 'Hola')], [message(3, 'out', 'Hola')], new Map())).toHaveLength(1);
  });
});
