import { Descriptions, Divider, Empty, Flex, Image, List, Tag, Typography } from 'antd';
import { FLEET_LEAD_STATUS_LABELS } from '@shared/domain/fleetConstants';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { showsFleetStatus } from '@shared/domain/fleetPhases';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { userName } from '../../shared/fleetTypes';
import { PhaseTag } from '../../shared/PhaseTag';
import { formatDate, formatDateTime } from '@shared/domain/dates';
import { formatPhone } from '@shared/domain/phone';
import { formatMxn } from '@shared/domain/quotationAmount';
import { EmailText } from '../../../../ui/EmailText';
import { unitsWord } from '@shared/domain/paging';

/**
 * The lead data card (spec part 2 §2): phase badge, status (hidden while CONGELADO), client data,
 * interests with the vehicle image, dealers with their contact, details, classification, executive.
 */
export function FleetLeadDataCard({ lead }: { lead: FleetLead }) {
  const c = lead.Company;
  return (
    <div data-testid="fleet-lead-card">
      <Flex gap={8} align="center" wrap style={{ marginBottom: 8 }}>
        <PhaseTag phase={lead.phase} />
        {showsFleetStatus(lead.phase) ? (
          <Tag color={lead.status === 'ACTIVO' ? 'green' : 'default'} data-testid="fleet-lead-status">
            {FLEET_LEAD_STATUS_LABELS[lead.status]}
          </Tag>
        ) : null}
        <Typography.Text type="secondary">#{lead.id}</Typography.Text>
      </Flex>
      {/* The record's name is the page's heading: the card is the main record on both detail screens. */}
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 4px' }}>
        {lead.contactName}
      </Typography.Title>
      <Typography.Text strong>{lead.companyName}</Typography.Text>
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          { key: 'phone', label: 'Teléfono', children: lead.phone ? <Typography.Text copyable={{ text: lead.phone, tooltips: ['Copiar', 'Copiado'] }}>{formatPhone(lead.phone)}</Typography.Text> : '-' },
          { key: 'email', label: 'Correo', children: <EmailText email={lead.email} copyable /> },
          { key: 'createdAt', label: 'Fecha de creación', children: formatDateTime(lead.createdAt) },
          { key: 'origin', label: 'Origen', children: lead.LeadFleetOrigin?.description ?? '-' },
          { key: 'expectedPurchaseDate', label: 'Fecha estimada de compra', children: formatDate(lead.expectedPurchaseDate) },
          { key: 'budget', label: 'Presupuesto', children: lead.budget === null ? '-' : formatMxn(lead.budget) },
          { key: 'closeProbability', label: 'Probabilidad de cierre', children: lead.closeProbability === null ? '-' : `${lead.closeProbability} %` },
        ]}
      />
      <Divider titlePlacement="start" style={{ margin: '12px 0' }}>
        Intereses
      </Divider>
      {lead.LeadFleetProducts.length ? (
        <List
          size="small"
          data-testid="fleet-lead-interests"
          dataSource={lead.LeadFleetProducts}
          renderItem={(p) => (
            <List.Item>
              <Flex gap={12} align="center">
                {p.Product.imageUrl ? (
                  <Image src={p.Product.imageUrl} alt={p.Product.name} width={72} height={48} style={{ objectFit: 'contain' }} preview={false} />
                ) : (
                  <div style={{ width: 72, height: 48, background: '#f5f5f5', borderRadius: 4 }} />
                )}
                <div>
                  <Typography.Text strong>{[p.Product.name, p.Product.version].filter(Boolean).join(' ')}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {p.ProductColor?.name ?? 'Sin color'} · {unitsWord(p.quantity)}
                    </Typography.Text>
                  </div>
                </div>
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin vehículos" />
      )}
      <Divider titlePlacement="start" style={{ margin: '12px 0' }}>
        Dealers
      </Divider>
      {lead.Agencies.length ? (
        <List
          size="small"
          dataSource={lead.Agencies}
          renderItem={(a) => (
            <List.Item>
              <div>
                <Typography.Text strong>{a.name}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">{[a.contactPerson.name, a.contactPerson.phone ? formatPhone(a.contactPerson.phone) : null, a.contactPerson.email].filter(Boolean).join(' · ')}</Typography.Text>
                </div>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin dealers" />
      )}
      <Divider titlePlacement="start" style={{ margin: '12px 0' }}>
        Detalles
      </Divider>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'type', label: 'Tipo de organización', children: c.CompanyType?.description ?? '-' },
          { key: 'capacity', label: 'Capacidad económica', children: c.CompanyEconomicCapacity?.description ?? '-' },
          { key: 'sector', label: 'Giro', children: c.CompanySector?.description ?? '-' },
          { key: 'location', label: 'Ubicación de la flotilla', children: c.CompanyFleetLocation?.description ?? '-' },
          { key: 'need', label: 'Necesidad de movilidad', children: c.CompanyNeed?.description ?? '-' },
          { key: 'size', label: 'Tamaño', children: c.CompanySize?.description ?? '-' },
          { key: 'classification', label: 'Clasificación', children: lead.LeadFleetClasification?.description ?? '-' },
          { key: 'comments', label: 'Notas', children: lead.comments || '-' },
          {
            key: 'executive',
            label: 'Ejecutivo',
            children: <span data-testid="fleet-lead-executive">{userName(lead.User) ?? FLEET_MSG.unassigned}</span>,
          },
        ]}
      />
    </div>
  );
}
