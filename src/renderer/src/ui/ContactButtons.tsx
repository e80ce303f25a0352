import { Button, Card, Collapse, Space, Typography } from 'antd';
import { MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { formatPhone, withPhonePrefix } from '@shared/domain/phone';

export type ContactChannel = 'whatsapp' | 'llamada' | 'correo';

export interface ContactButtonsProps {
  phone: string | null | undefined;
  email: string | null | undefined;
  /** Contact data hidden from this viewer: the channels cannot be opened. */
  disabled?: boolean;
  /**
   * Each part's words (SPEC-DECISIONS, 'One product, each part's words'): 'buttons' (part 1, the
   * retail lead) side by side; 'collapsible' (part 2, the fleet lead's Tareas) WhatsApp, e-mail and
   * phone call, each a collapsible with a button opening the external link.
   */
  variant?: 'buttons' | 'collapsible';
  /** Opens the channel's external link (wa.me, tel:, mailto:). */
  onOpen(channel: ContactChannel, url: string): void;
}

/**
 * The one contact block of a lead's detail, retail and fleet alike: a 'Contacto' card with the
 * WhatsApp, Llamar and Correo actions, as buttons or, for the fleet lead, as three collapsibles.
 */
export function ContactButtons({ phone, email, disabled, variant = 'buttons', onOpen }: ContactButtonsProps) {
  const digits = phone ? withPhonePrefix(phone).slice(1) : '';
  const channels = [
    { key: 'whatsapp' as const, title: 'WhatsApp', button: 'Abrir WhatsApp', label: 'WhatsApp', icon: <WhatsAppOutlined />, value: phone ? formatPhone(phone) : null, url: `https://wa.me/${digits}` },
    { key: 'correo' as const, title: 'Correo electrónico', button: 'Enviar correo', label: 'Correo', icon: <MailOutlined />, value: email ?? null, url: `mailto:${email ?? ''}` },
    { key: 'llamada' as const, title: 'Llamada', button: 'Llamar', label: 'Llamar', icon: <PhoneOutlined />, value: phone ? formatPhone(phone) : null, url: `tel:+${digits}` },
  ];
  if (variant === 'collapsible') {
    return (
      <Card size="small" title="Contacto">
        <Collapse
          size="small"
          data-testid="contact-collapse"
          items={channels.map((c) => ({
            key: c.key,
            label: (
              <Space>
                {c.icon}
                {c.title}
              </Space>
            ),
            children: (
              <Space wrap>
                <Typography.Text>{c.value ?? 'Sin dato'}</Typography.Text>
                <Button type="primary" size="small" icon={c.icon} disabled={disabled || !c.value} onClick={() => onOpen(c.key, c.url)}>
                  {c.button}
                </Button>
              </Space>
            ),
          }))}
        />
      </Card>
    );
  }
  // Part 1's order: WhatsApp, Llamar, Correo.
  const [whatsapp, correo, llamada] = channels;
  return (
    <Card size="small" title="Contacto">
      <Space wrap>
        {[whatsapp!, llamada!, correo!].map((c) => (
          <Button key={c.key} icon={c.icon} disabled={disabled || !c.value} onClick={() => onOpen(c.key, c.url)}>
            {c.label}
          </Button>
        ))}
      </Space>
    </Card>
  );
}
