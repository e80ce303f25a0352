import { Badge, Descriptions, Image, Typography } from 'antd';
import type { Prospect } from '@shared/schemas/fleetProspect';
import { formatPhone } from '@shared/domain/phone';
import { EmailText } from '../../../ui/EmailText';

/** The prospect's data: badge Prospección / Inactivo, name, phone and e-mail to copy, company, units, model and colour. */
export function ProspectDataCard({ prospect }: { prospect: Prospect }) {
  return (
    <div>
      <Badge
        status={prospect.active ? 'processing' : 'default'}
        text={<strong data-testid="prospect-state">{prospect.active ? 'Prospección' : 'Inactivo'}</strong>}
      />
      <Typography.Title level={1} style={{ fontSize: 22, margin: '8px 0 12px' }}>
        {prospect.firstAndLastName}
      </Typography.Title>
      {prospect.Product?.imageUrl ? (
        <Image src={prospect.Product.imageUrl} alt={`${prospect.Product.name} ${prospect.Product.version}`} width="100%" style={{ maxWidth: 320 }} preview={false} />
      ) : null}
      <Descriptions column={1} size="small" style={{ marginTop: 12 }}>
        <Descriptions.Item label="Teléfono">
          <Typography.Text copyable={{ text: prospect.phone, tooltips: ['Copiar', 'Copiado'] }}>{formatPhone(prospect.phone)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Correo">
          <EmailText email={prospect.email} copyable />
        </Descriptions.Item>
        <Descriptions.Item label="Compañía">{prospect.companyName}</Descriptions.Item>
        <Descriptions.Item label="Puesto">{prospect.position}</Descriptions.Item>
        <Descriptions.Item label="Unidades">{prospect.quantity}</Descriptions.Item>
        <Descriptions.Item label="Modelo de interés">
          {prospect.Product ? `${prospect.Product.name} ${prospect.Product.version} ${prospect.Product.transmission}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Color">{prospect.ProductColor?.name ?? 'No hay color'}</Descriptions.Item>
        {prospect.convertedToLeadAt ? <Descriptions.Item label="Convertido">Sí</Descriptions.Item> : null}
      </Descriptions>
    </div>
  );
}
