import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Descriptions, Empty, Spin, Tabs, Tag, Timeline } from 'antd';
import { formatDateTime } from '@shared/domain/dates';
import { labelOf } from '@shared/domain/labels';
import { formatPhone } from '@shared/domain/phone';
import { LEAD_PHASE_LABELS, SALE_STAGE_COLORS, SALE_STAGE_LABELS, type LeadPhase, type SaleStage } from '@shared/domain/phases';
import { saleQueries } from './saleQueries';
import { PageTitle } from '../../ui/PageTitle';

const phaseLabel = (slug: string | null) => (slug ? (LEAD_PHASE_LABELS[slug as LeadPhase] ?? slug) : '-');
const when = (d: string | null) => (d ? formatDateTime(d) : '-');

/** A reported sale: tabs Datos, Funnel, Historial; breadcrumb back to the list. */
export function SaleDetailPage() {
  const id = Number(useParams().id);
  const query = useQuery({ ...saleQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const breadcrumb = <Breadcrumb items={[{ title: <Link to="/sells/ventas">Ventas Reportadas</Link> }, { title: `Venta #${Number.isFinite(id) ? id : ''}` }]} />;
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return (
      <Card>
        {breadcrumb}
        <Alert type="error" showIcon title={query.error ? `Error: ${query.error.message}` : 'Error desconocido'} style={{ marginTop: 12 }} />
      </Card>
    );
  const s = query.data;
  return (
    <Card>
      {breadcrumb}
      <PageTitle style={{ marginTop: 12 }}>
        {s.Lead.firstAndLastName} <Tag color={SALE_STAGE_COLORS[s.stage as SaleStage]}>{SALE_STAGE_LABELS[s.stage as SaleStage]}</Tag>
      </PageTitle>
      <Tabs
        items={[
          {
            key: 'datos',
            label: 'Datos',
            children: (
              <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
                <Descriptions.Item label="ID">{s.id}</Descriptions.Item>
                <Descriptions.Item label="Lead">
                  <Link to={`/sells/leads/${s.Lead.id}`}>#{s.Lead.id}</Link>
                </Descriptions.Item>
                <Descriptions.Item label="Correo">{s.Lead.email ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Teléfono">{formatPhone(s.Lead.phone)}</Descriptions.Item>
                <Descriptions.Item label="Producto">{s.Product ? `${s.Product.name} ${s.Product.version}` : '-'}</Descriptions.Item>
                <Descriptions.Item label="Color">{s.Product?.color ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Cantidad">{s.quantity}</Descriptions.Item>
                <Descriptions.Item label="Precio">{s.salePrice !== null ? s.salePrice.toLocaleString('es-MX', { style: 'currency', currency: 'MXN' }) : '-'}</Descriptions.Item>
                <Descriptions.Item label="Tipo de venta">{labelOf('buyType', s.SaleType)}</Descriptions.Item>
                <Descriptions.Item label="Forma de pago">{labelOf('paymentMethod', s.paymentMethod)}</Descriptions.Item>
                <Descriptions.Item label="Banco">{labelOf('bank', s.bank)}</Descriptions.Item>
                <Descriptions.Item label="Aseguradora">{s.insuranceCarrier ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Condición">{labelOf('saleCondition', s.saleCondition)}</Descriptions.Item>
                <Descriptions.Item label="Factura">{s.InvoiceNumber ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="RFC">{s.rfc ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Auto a cuenta">{s.takeCarInExange ? 'Sí' : 'No'}</Descriptions.Item>
                <Descriptions.Item label="VIN">{s.SaleVINs.map((v) => v.vin).join(', ') || '-'}</Descriptions.Item>
                <Descriptions.Item label="Asesor">{s.User?.firstAndLastName ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Fecha">{when(s.createdAt)}</Descriptions.Item>
                <Descriptions.Item label="Fecha de cierre">{when(s.closingDate)}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'funnel',
            label: 'Funnel',
            children: s.LeadPhaseRecords.length ? (
              <Timeline
                items={s.LeadPhaseRecords.map((r) => ({
                  key: r.id,
                  content: `${when(r.createdAt)}: ${phaseLabel(r.OldPhaseSlug)} → ${phaseLabel(r.NewPhaseSlug)}${r.comments ? ` (${r.comments})` : ''}`,
                }))}
              />
            ) : (
              <Empty description="Sin cambios de fase" />
            ),
          },
          {
            key: 'historial',
            label: 'Historial',
            children: s.LeadActivities.length ? (
              <Timeline
                items={s.LeadActivities.map((a) => ({
                  key: a.id,
                  color: a.status === '1' ? 'green' : 'red',
                  content: `${when(a.createdAt)} · ${a.LeadActivityType.description}${a.LeadActivityChannelType ? ` (${a.LeadActivityChannelType.description})` : ''}${a.comments ? `: ${a.comments}` : ''}`,
                }))}
              />
            ) : (
              <Empty description="Sin actividades" />
            ),
          },
        ]}
      />
    </Card>
  );
}
