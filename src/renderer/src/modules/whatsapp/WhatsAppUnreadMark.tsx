import { Tag } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { WHATSAPP_MSG } from '@shared/domain/whatsappMessages';

export interface WhatsAppUnreadMarkProps {
  unread: boolean;
}

/** The lists' marker of a lead whose WhatsApp conversation has unread client messages (issue 53); nothing otherwise. */
export function WhatsAppUnreadMark({ unread }: WhatsAppUnreadMarkProps) {
  if (!unread) return null;
  return (
    <Tag color="green" icon={<WhatsAppOutlined />} data-testid="whatsapp-unread" style={{ marginInlineEnd: 0 }}>
      {WHATSAPP_MSG.unreadMarker}
    </Tag>
  );
}
