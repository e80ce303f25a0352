import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Divider, Empty, Spin } from 'antd';
import { MessageBubble, type MessageBubbleProps } from './MessageBubble';
import { whatsappQueries } from './queries';
import { dayLabel, sameDay } from './whatsappTime';
import { pendingNotYetAnswered } from './pendingNotYetAnswered';
import type { Message } from './types';

/** A bubble not yet in the thread: a send in flight or waiting in the outbox. */
export interface PendingBubble {
  key: string;
  message: MessageBubbleProps['message'];
  attention?: string;
}

export interface MessageThreadProps {
  conversationId: number | undefined;
  pending: readonly PendingBubble[];
  height: number | string;
}

/** Near enough to the bottom that a new message should scroll into view. */
const STICK_PX = 80;

/**
 * The conversation, oldest at the top and newest at the bottom, with a separator per day ('Hoy',
 * 'Ayer', '14-12-2026'). Older pages load on 'Cargar anteriores' or on scrolling to the top, keeping
 * the message in view where it was; a new message scrolls into view only when the reader is at the bottom.
 */
export function MessageThread({ conversationId, pending, height }: MessageThreadProps) {
  const thread = useInfiniteQuery({ ...whatsappQueries.messages(conversationId ?? 0), enabled: conversationId !== undefined });
  const box = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);

  // Pages come newest first; the screen reads oldest first.
  const messages = useMemo<Message[]>(() => (thread.data?.pages.flatMap((p) => p.data) ?? []).slice().reverse(), [thread.data]);
  // The thread's highest id when each pending send was first drawn: what came after may be its answer.
  const seenUpTo = useState(() => new Map<string, number>())[0];
  const newest = messages.reduce((max, m) => Math.max(max, m.id), 0);
  for (const p of pending) if (!seenUpTo.has(p.key)) seenUpTo.set(p.key, newest);
  const shown = pendingNotYetAnswered(pending, messages, seenUpTo);
  const lastKey = `${messages.at(-1)?.id ?? ''}:${shown.length}`;

  const loadOlder = () => {
    if (!thread.hasNextPage || thread.isFetchingNextPage || !box.current) return;
    fromBottom.current = box.current.scrollHeight - box.current.scrollTop;
    void thread.fetchNextPage();
  };

  // After older messages arrive, the one that was on screen stays where it was.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (fromBottom.current !== null && !thread.isFetchingNextPage) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [messages.length, thread.isFetchingNextPage]);

  // A new message (ours or the client's) shows when the reader was following the bottom.
  useEffect(() => {
    const el = box.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastKey]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < 40) loadOlder();
  };

  const items: { key: string; at: string; bubble: React.ReactNode }[] = [
    ...messages.map((m) => ({ key: `m${m.id}`, at: m.createdAt, bubble: <MessageBubble message={m} /> })),
    ...shown.map((p) => ({ key: `p${p.key}`, at: p.message.createdAt, bubble: <MessageBubble message={p.message} attention={p.attention} /> })),
  ];

  return (
    <div
      ref={box}
      onScroll={onScroll}
      data-testid="wa-thread"
      role="log"
      aria-label="Conversación de WhatsApp"
      style={{ height, overflowY: 'auto', padding: '8px 12px', background: '#efeae2', borderRadius: 8 }}
    >
      {thread.isError ? <Alert type="error" showIcon title={thread.error.message} /> : null}
      {thread.hasNextPage ? (
        <div style={{ textAlign: 'center', margin: '4px 0 8px' }}>
          <Button size="small" onClick={loadOlder} loading={thread.isFetchingNextPage}>
            Cargar anteriores
          </Button>
        </div>
      ) : null}
      {thread.isLoading ? <Spin style={{ display: 'block', margin: 32 }} /> : null}
      {!thread.isLoading && items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aún no hay mensajes con este cliente" style={{ marginTop: 48 }} />
      ) : null}
      {items.map((item, i) => (
        <Fragment key={item.key}>
          {i === 0 || !sameDay(items[i - 1]!.at, item.at) ? (
            <Divider plain style={{ margin: '10px 0', fontSize: 12 }} data-testid="wa-day">
              {dayLabel(item.at)}
            </Divider>
          ) : null}
          {item.bubble}
        </Fragment>
      ))}
    </div>
  );
}
