import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { withPhonePrefix } from '@shared/domain/phone';
import { bridge } from '../../../lib/bridge';
import type { Lead } from '../types';
import { lazyDialog } from '../../../ui/lazyDialog';

const NewActivityModal = lazyDialog(() => import('../modals/NewActivityModal'), 'NewActivityModal');

export interface ContactPanelProps {
  lead: Lead;
  /** Contact data hidden from this viewer (subasta): the channels cannot be opened. */
  masked: boolean;
}

type Channel = { channel: string; type: string };

/** WhatsApp, call, e-mail: each opens the external channel, then the new-activity dialog (spec §2). */
export function ContactPanel({ lead, masked }: ContactPanelProps) {
  const [activity, setActivity] = useState<Channel | null>(null);
  const phone = lead.phone ?? lead.leadPhones?.[0]?.value;
  const email = lead.email ?? lead.leadEmails?.[0]?.value;
  const digits = phone ? withPhonePrefix(phone).slice(1) : '';

  const open = async (url: string, next: Channel): Promise<void> => {
    await bridge['external:open']({ url }).catch(() => false);
    setActivity(next);
  };

  return (
    <Card size="small" title="Contacto">
      <Space wrap>
        <Button icon={<WhatsAppOutlined />} disabled={masked || !phone} onClick={() => void open(`https://wa.me/${digits}`, { channel: 'whatsapp', type: 'whatsapp' })}>
          WhatsApp
        </Button>
        <Button icon={<PhoneOutlined />} disabled={masked || !phone} onClick={() => void open(`tel:+${digits}`, { channel: 'telefono', type: 'llamada' })}>
          Llamar
        </Button>
        <Button icon={<MailOutlined />} disabled={masked || !email} onClick={() => void open(`mailto:${email ?? ''}`, { channel: 'correo', type: 'correo' })}>
          Correo
        </Button>
      </Space>
      {activity ? (
        <NewActivityModal leadId={lead.id} open channel={activity.channel} type={activity.type} onClose={() => setActivity(null)} />
      ) : null}
    </Card>
  );
}
