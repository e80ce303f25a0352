import { Tooltip, Typography } from 'antd';
import { ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { MessageMedia } from './MessageMedia';
import { timeOfDay } from './whatsappTime';
import type { Message, MessageStatus } from './types';

/** WhatsApp's read blue, and the grey of the other ticks. */
const READ_BLUE = '#1677ff';
const TICK_GREY = 'rgba(0,0,0,0.45)';

const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Enviando',
  sent: 'Enviado',
  delivered: 'Entregado',
  read: 'Leído',
  failed: 'Requiere atención',
  received: 'Recibido',
};

/** ✓ sent, ✓✓ delivered, blue ✓✓ read, a clock while pending; the label is read aloud and tested. */
export function StatusTicks({ status }: { status: MessageStatus }) {
  if (status === 'received' || status === 'failed') return null;
  const label = STATUS_LABELS[status];
  const mark =
    status === 'pending' ? <ClockCircleOutlined /> : status === 'sent' ? '✓' : '✓✓';
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid="wa-status"
      data-status={status}
      style={{ color: status === 'read' ? READ_BLUE : TICK_GREY, fontSize: 12, letterSpacing: -3, marginLeft: 4 }}
    >
      {mark}
    </span>
  );
}

const KIND_TEXT: Partial<Record<Message['kind'], string>> = {
  contacts: 'Contacto compartido',
  unsupported: 'Mensaje no compatible (ábrelo en el teléfono del cliente)',
};

export interface MessageBubbleProps {
  message: Pick<Message, 'direction' | 'kind' | 'text' | 'media' | 'location' | 'templateName' | 'status' | 'errorMessage' | 'sentByName' | 'createdAt'>;
  /** Shown in place of Meta's reason (an outbox refusal). */
  attention?: string;
}

/** One message: the client's on the left, ours on the right (green) with who sent it, its time and ticks. */
export function MessageBubble({ message, attention }: MessageBubbleProps) {
  const out = message.direction === 'out';
  const failed = message.status === 'failed' || attention !== undefined;
  const text = message.text ?? KIND_TEXT[message.kind] ?? null;
  return (
    <div style={{ display: 'flex', justifyContent: out ? 'flex-end' : 'flex-start', margin: '4px 0' }} data-testid="wa-message" data-direction={message.direction}>
      <div
        style={{
          maxWidth: '78%',
          padding: '6px 10px',
          borderRadius: 10,
          borderTopRightRadius: out ? 2 : 10,
          borderTopLeftRadius: out ? 10 : 2,
          background: failed ? '#fff1f0' : out ? '#d9fdd3' : '#ffffff',
          border: failed ? '1px solid #ffa39e' : '1px solid rgba(0,0,0,0.06)',
          boxShadow: '0 1px 1px rgba(0,0,0,0.06)',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.templateName ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            Plantilla: {message.templateName}
          </Typography.Text>
        ) : null}
        <MessageMedia message={message as Message} />
        {text ? <div data-testid="wa-text">{text}</div> : null}
        <div style={{ textAlign: 'right', fontSize: 11, color: TICK_GREY, marginTop: 2, whiteSpace: 'nowrap' }}>
          {out && message.sentByName ? `${message.sentByName} · ` : ''}
          {timeOfDay(message.createdAt)}
          {out ? <StatusTicks status={message.status} /> : null}
        </div>
        {failed ? (
          <Tooltip title={attention ?? message.errorMessage ?? undefined}>
            <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }} data-testid="wa-attention">
              <ExclamationCircleFilled /> Requiere atención{(attention ?? message.errorMessage) ? `: ${attention ?? message.errorMessage}` : ''}
            </Typography.Text>
          </Tooltip>
        ) : null}
      </div>
    </div>
  );
}
