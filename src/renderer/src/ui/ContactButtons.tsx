import { Button, Card, Space } from 'antd';
import { MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { withPhonePrefix } from '@shared/domain/phone';

export type ContactChannel = 'whatsapp' | 'llamada' | 'correo';

export interface ContactButtonsProps {
  phone: string | null | undefined;
  email: string | null | undefined;
  /** Contact data hidden from this viewer: the channels cannot be opened. */
  disabled?: boolean;
  /** Opens the channel's external link (wa.me, tel:, mailto:). */
  onOpen(channel: ContactChannel, url: string): void;
}

/**
 * The one contact block of a lead's detail, retail and fleet alike: a 'Contacto' card with the
 * WhatsApp, Llamar and Correo buttons side by side (one click, no accordion to unfold first).
 */
export function ContactButtons({ phone, email, disabled, onOpen }: ContactButtonsProps) {
  const digits = phone ? withPhonePrefix(phone).slice(1) : '';
  return (
    <Card size="small" title="Contacto">
      <Space wrap>
        <Button icon={<WhatsAppOutlined />} disabled={disabled || !phone} onClick={() => onOpen('whatsapp', `https://wa.me/${digits}`)}>
          WhatsApp
        </Button>
        <Button icon={<PhoneOutlined />} disabled={disabled || !phone} onClick={() => onOpen('llamada', `tel:+${digits}`)}>
          Llamar
        </Button>
        <Button icon={<MailOutlined />} disabled={disabled || !email} onClick={() => onOpen('correo', `mailto:${email ?? ''}`)}>
          Correo
        </Button>
      </Space>
    </Card>
  );
}
