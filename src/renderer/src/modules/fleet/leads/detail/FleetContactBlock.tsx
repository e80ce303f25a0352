import { Button, Collapse, Typography } from 'antd';
import { MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { formatPhone, withPhonePrefix } from '@shared/domain/phone';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { bridge } from '../../../../lib/bridge';
import { toast } from '../../../../ui/toast';

/** The contact block: WhatsApp, e-mail and call, each a collapsible whose button opens the external link through the bridge. */
export function FleetContactBlock({ lead }: { lead: FleetLead }) {
  const phone = lead.phone ?? lead.CompanyContactPerson?.phone ?? null;
  const email = lead.email ?? lead.CompanyContactPerson?.email ?? null;
  const digits = phone ? withPhonePrefix(phone).slice(1) : '';
  const open = (url: string) =>
    void bridge['external:open']({ url }).then(
      (ok) => (ok === false ? toast.error('No se pudo abrir el enlace') : undefined),
      (e: Error) => toast.error(e.message),
    );

  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'whatsapp',
          label: (
            <span>
              <WhatsAppOutlined style={{ color: '#25d366' }} /> WhatsApp
            </span>
          ),
          children: (
            <ContactLine value={phone ? formatPhone(phone) : null} empty="Sin teléfono">
              <Button type="primary" icon={<WhatsAppOutlined />} disabled={!phone} onClick={() => open(`https://wa.me/${digits}`)}>
                Abrir WhatsApp
              </Button>
            </ContactLine>
          ),
        },
        {
          key: 'email',
          label: (
            <span>
              <MailOutlined /> Correo electrónico
            </span>
          ),
          children: (
            <ContactLine value={email} empty="Sin correo">
              <Button type="primary" icon={<MailOutlined />} disabled={!email} onClick={() => open(`mailto:${email ?? ''}`)}>
                Enviar correo
              </Button>
            </ContactLine>
          ),
        },
        {
          key: 'call',
          label: (
            <span>
              <PhoneOutlined /> Llamada
            </span>
          ),
          children: (
            <ContactLine value={phone ? formatPhone(phone) : null} empty="Sin teléfono">
              <Button type="primary" icon={<PhoneOutlined />} disabled={!phone} onClick={() => open(`tel:+${digits}`)}>
                Llamar
              </Button>
            </ContactLine>
          ),
        },
      ]}
    />
  );
}

function ContactLine({ value, empty, children }: { value: string | null; empty: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Typography.Text type={value ? undefined : 'secondary'}>{value ?? empty}</Typography.Text>
      {children}
    </div>
  );
}
