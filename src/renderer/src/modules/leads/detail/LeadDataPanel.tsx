import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Descriptions, Flex, Image, Modal, Space, Tag, Typography } from 'antd';
import { HAS_CHARGER } from '@shared/domain/enums';
import { labelOf } from '@shared/domain/labels';
import { LEAD_PHASE_COLORS, LEAD_PHASE_LABELS } from '@shared/domain/phases';
import type { Role } from '@shared/domain/roles';
import { formatPhone } from '@shared/domain/phone';
import { formatDate } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { currentInterest, dateTime, leadName, userName } from '../format';
import type { Lead } from '../types';
import { masksContact } from './contactMask';

export interface LeadDataPanelProps {
  lead: Lead;
  role: Role;
}

/** The lead's data: badges (phase, sub-status, duplicate, renting, repurchase), fields and demographics. */
export function LeadDataPanel({ lead, role }: LeadDataPanelProps) {
  const [popup, setPopup] = useState<'renting' | 'sales' | 'duplicates' | null>(null);
  const masked = masksContact(role, lead.leadPhase.slug);
  const interest = currentInterest(lead);
  const renting = lead.LeadRenting;
  const email = lead.email ?? lead.leadEmails?.[0]?.value;
  const phone = lead.phone ?? lead.leadPhones?.[0]?.value;
  const sales = lead.RepurchaseSales ?? lead.Sales ?? [];

  return (
    <div data-testid="lead-data">
      <Flex gap={6} wrap style={{ marginBottom: 12 }}>
        <Tag color={LEAD_PHASE_COLORS[lead.leadPhase.slug]} data-testid="phase-badge">
          {lead.leadPhase.description || LEAD_PHASE_LABELS[lead.leadPhase.slug]}
        </Tag>
        {lead.subStatus ? <Tag>{labelOf('subStatus', lead.subStatus)}</Tag> : null}
        {lead.duplicados ? (
          <Tag color="volcano" style={{ cursor: 'pointer' }} onClick={() => setPopup('duplicates')}>
            Lead duplicado
          </Tag>
        ) : null}
        {renting ? (
          <Tag color="purple" style={{ cursor: 'pointer' }} onClick={() => setPopup('renting')}>
            Renting
          </Tag>
        ) : null}
        {lead.recompra ? (
          <Tag color="gold" style={{ cursor: 'pointer' }} onClick={() => setPopup('sales')}>
            Recompra
          </Tag>
        ) : null}
      </Flex>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="ID">{lead.id}</Descriptions.Item>
        <Descriptions.Item label="Nombre">{leadName(lead)}</Descriptions.Item>
        <Descriptions.Item label="Correo">
          <span data-testid="lead-email">{masked ? '-' : (email ?? '-')}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Teléfono">
          <span data-testid="lead-phone">{masked ? '-' : formatPhone(phone)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Vehículo">
          {interest?.Product ? (
            <Space>
              {interest.Product.imageUrl ? <Image width={64} src={interest.Product.imageUrl} alt={interest.Product.name} /> : null}
              <span>{interest.Product.name}</span>
            </Space>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Color">{interest?.ProductColor?.name ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Tipo de venta">
          {labelOf('buyType', interest?.buyType ?? lead.SaleType?.slug ?? lead.buyType)}
        </Descriptions.Item>
        <Descriptions.Item label="Unidades">{interest?.quantity ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Fecha estimada de compra">{lead.expectedPurchaseDate ? formatDate(lead.expectedPurchaseDate) : '-'}</Descriptions.Item>
        <Descriptions.Item label="Fecha de creación">{dateTime(lead.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Origen">{lead.LeadOrigin?.description ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Asesor">{userName(lead.User) || MSG.noAdviser}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Datos demográficos
      </Typography.Title>
      <Descriptions column={2} size="small">
        <Descriptions.Item label="Género">{labelOf('gender', lead.gender)}</Descriptions.Item>
        <Descriptions.Item label="Sector">{labelOf('sector', lead.sector)}</Descriptions.Item>
        <Descriptions.Item label="Estado civil">{labelOf('maritalStatus', lead.maritalStatus)}</Descriptions.Item>
        <Descriptions.Item label="Edad">{labelOf('age', lead.age)}</Descriptions.Item>
      </Descriptions>

      <Modal open={popup === 'renting'} title="Renting" onCancel={() => setPopup(null)} footer={<Button onClick={() => setPopup(null)}>Cerrar</Button>}>
        {renting ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Folio">{renting.folio || '-'}</Descriptions.Item>
            <Descriptions.Item label="Estado">{renting.state ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Código postal">{renting.postalCode ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="¿Tiene cargador?">{HAS_CHARGER[renting.hasCharger ?? 0] ?? 'Sin seleccionar'}</Descriptions.Item>
            <Descriptions.Item label="Periodo">
              {renting.rentingPeriod ?? '-'} {renting.rentingPeriod === 1 ? 'mes' : 'meses'}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
      <Modal open={popup === 'sales'} title="Recompra" onCancel={() => setPopup(null)} footer={<Button onClick={() => setPopup(null)}>Cerrar</Button>}>
        <ul>
          {sales.map((s) => (
            <li key={s.id}>
              <Link to={`/sells/ventas/${s.id}`}>Venta #{s.id}</Link> {s.createdAt ? `· ${dateTime(s.createdAt)}` : ''}
            </li>
          ))}
        </ul>
      </Modal>
      <Modal open={popup === 'duplicates'} title="Lead duplicado" onCancel={() => setPopup(null)} footer={<Button onClick={() => setPopup(null)}>Cerrar</Button>}>
        <Typography.Paragraph>
          Este lead coincide con otro registro de la agencia. <Link to="/sells/leads-duplicados">Ver leads duplicados</Link>
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
