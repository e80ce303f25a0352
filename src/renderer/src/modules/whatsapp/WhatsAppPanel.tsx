import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Spin, Tag, Typography } from 'antd';
import { SendOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { outbox } from '../../lib/offline/outbox';
import { toast } from '../../ui/toast';
import { MessageThread, type PendingBubble } from './MessageThread';
import { useMarkRead, useSendingIntents, useSendWhatsApp, whatsappPlace, type Outgoing, type SendIntent } from './mutations';
import { whatsappQueries } from './queries';
import { TemplateComposer } from './TemplateComposer';
import { timeOfDay, waPhone, windowIsOpen } from './whatsappTime';
import { WA_TEXT } from './whatsappTexts';
import type { WhatsAppTarget } from './types';

export interface WhatsAppPanelProps {
  target: WhatsAppTarget;
  /** The lead's name, while the conversation does not exist yet. */
  contactName: string;
  /** The thread's height (the panel sits in a tab beside the lead's data). */
  height?: number | string;
}

/** A send as a bubble: its text, or the template's name and the text it fills. */
function pendingMessage(outgoing: Outgoing, createdAt: string, preview?: string): PendingBubble['message'] {
  return {
    direction: 'out',
    kind: outgoing.template ? 'template' : 'text',
    text: outgoing.text ?? preview ?? null,
    templateName: outgoing.template?.name ?? null,
    media: null,
    location: null,
    status: 'pending',
    errorMessage: null,
    sentByName: null,
    createdAt,
  };
}

/** Re-renders every 30 s: the 24-hour window closes by itself while the panel is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lead's WhatsApp conversation (retail and fleet): the thread, polled every 5 s while open and
 * marked read; the composer writes free text inside the 24-hour window and offers the approved
 * templates outside it; an opted-out client (BAJA) gets nothing. Sends go through the outbox with
 * an Idempotency-Key and show at once as pending bubbles.
 */
export function WhatsAppPanel({ target, contactName, height = 'min(50vh, 560px)' }: WhatsAppPanelProps) {
  const now = useMinuteClock();
  const conversation = useQuery(whatsappQueries.conversation(target));
  const conv = conversation.data ?? undefined;
  const send = useSendWhatsApp(target, conv?.contactName ?? contactName, conv?.id);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const previews = useState(() => new Map<string, string>())[0];

  // Read while open: the unread count (bell, inbox, lists) drops as soon as the adviser sees them.
  const unread = conv?.unread ?? 0;
  const convId = conv?.id;
  useEffect(() => {
    if (convId !== undefined && unread > 0 && !markRead.isPending) markRead.mutate(convId);
    // Marks once per change of the count; the mutation object is new each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [convId, unread]);

  const sending = useSendingIntents(target);
  const place = whatsappPlace(target);
  const waiting = useSyncExternalStore(outbox.subscribe, outbox.snapshot).filter((i) => i.place === place);
  const pending: PendingBubble[] = [
    ...waiting.map((item) => ({
      key: item.key,
      message: pendingMessage(item.body as Outgoing, new Date(item.createdAt).toISOString(), previews.get(item.key)),
      attention: item.status === 'attention' ? (item.message ?? '') : undefined,
    })),
    ...sending
      .filter((s) => s && !waiting.some((w) => w.key === s.key))
      .map((s: SendIntent) => ({ key: s.key, message: pendingMessage(s.outgoing, s.createdAt, previews.get(s.key)) })),
  ];

  const submit = (outgoing: Outgoing, preview?: string) => {
    const intent: SendIntent = { key: crypto.randomUUID(), outgoing, createdAt: new Date().toISOString() };
    if (preview) previews.set(intent.key, preview);
    send.mutate(intent, {
      onSuccess: (sent) => {
        if (sent.queued) toast.warning(WA_TEXT.queued);
      },
      onError: (error) => toast.error(error.message),
    });
  };
  const sendText = () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    submit({ text: body });
  };

  if (conversation.isLoading) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (conversation.isError) return <Alert type="error" showIcon title={conversation.error.message} />;

  const open = windowIsOpen(conv?.windowOpenUntil, now);
  const optedOut = conv?.optedOut ?? false;
  return (
    <Flex vertical gap={8} data-testid="wa-panel">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          <WhatsAppOutlined style={{ color: '#25d366', fontSize: 20 }} />
          <Typography.Text strong ellipsis>
            {conv?.contactName ?? contactName}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="wa-phone" style={{ whiteSpace: 'nowrap' }}>
            {waPhone(conv?.phone)}
          </Typography.Text>
        </Flex>
        {optedOut ? (
          <Tag color="red">BAJA</Tag>
        ) : open ? (
          <Tag color="green" data-testid="wa-window">
            Ventana abierta hasta las {timeOfDay(conv!.windowOpenUntil!)}
          </Tag>
        ) : (
          <Tag data-testid="wa-window">Ventana de 24 h cerrada</Tag>
        )}
      </Flex>
      <MessageThread conversationId={conv?.id} pending={pending} height={height} />
      {optedOut ? (
        <Alert type="error" showIcon title={WA_TEXT.optedOut} data-testid="wa-opted-out" />
      ) : open ? (
        <Flex gap={8} align="end">
          <Input.TextArea
            aria-label="Mensaje de WhatsApp"
            placeholder={WA_TEXT.placeholder}
            autoSize={{ minRows: 1, maxRows: 5 }}
            style={{ flex: 1 }}
            title="Enter envía; Mayús+Enter salta de línea"
            maxLength={4096}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                sendText();
              }
            }}
          />
          <Button type="primary" icon={<SendOutlined />} onClick={sendText} disabled={!text.trim()}>
            Enviar
          </Button>
        </Flex>
      ) : (
        <>
          <Alert type="warning" showIcon title={conv ? WA_TEXT.windowClosed : WA_TEXT.noConversation} data-testid="wa-window-closed" />
          <TemplateComposer target={target} marketingConsent={conv?.marketingConsent ?? false} disabled={false} onSend={(template, preview) => submit({ template }, preview)} />
        </>
      )}
    </Flex>
  );
}
