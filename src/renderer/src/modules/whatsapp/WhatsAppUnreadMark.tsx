import { Tag } from 'antd';
import { WHATSAPP_UNREAD_TEXTS } from '@shared/domain/whatsappUnreadTexts';

export interface WhatsAppUnreadMarkProps {
  unread: boolean;
}

/** The lists' marker of a lead whose WhatsApp conversation has unread client messages (issue 53); nothing otherwise. */
export function WhatsAppUnreadMark({ unread }: WhatsAppUnreadMarkProps) {
  if (!unread) return null;
  return (
    <Tag color="green" data-testid="whatsapp-unread" style={{ marginInlineEnd: 0 }}>
      {WHATSAPP_UNREAD_TEXTS.unreadMarker}
    </Tag>
  );
}
