import { Link, useParams } from 'react-router-dom';
import { formatPhone } from '@shared/domain/phone';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Col, Descriptions, Empty, Grid, Image, Row, Spin, Tabs, Typography } from 'antd';
import { formatDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { accessoryQueries, type AccessoryLead } from './accessoryQueries';
import { PageTitle } from '../../ui/PageTitle';

function DataPanel({ lead }: { lead: AccessoryLead }) {
  return (
    <Descriptions column={1} size="small">
      <Descriptions.Item label="Nombre">{lead.name}</Descriptions.Item>
      <Descriptions.Item label="Teléfono">{formatPhone(lead.phone)}</Descriptions.Item>
      <Descriptions.Item label="Correo">{lead.email ? <Typography.Text copyable>{lead.email}</Typography.Text> : '-'}</Descriptions.Item>
      <Descriptions.Item label="Fecha de creación">{formatDateTime(lead.createdAt)}</Descriptions.Item>
      <Descriptions.Item label="Origen">{lead.origin ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="Interés">
        {lead.Item ? (
          <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {lead.Item.ProductImageUrls[0] && <Image width={64} src={lead.Item.ProductImageUrls[0]} alt={lead.Item.name} />}
            <div>
              <div>{lead.Item.modelAccessory ?? '-'}</div>
              <strong>{lead.Item.name}</strong>
            </div>
          </div>
        ) : (
          '-'
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

// Tasks, agenda and files of accessory leads have no calls in the spec: a clear empty state, not a blank tab.
const EMPTY_TABS = [
  { key: 'tasks', label: 'Tareas', children: <Empty description="Este lead no tiene tareas" /> },
  { key: 'agenda', label: 'Agenda', children: <Empty description="Este lead no tiene citas" /> },
  { key: 'files', label: 'Archivos', children: <Empty description="Este lead no tiene archivos" /> },
];

/** An accessory lead: breadcrumb, contact data with copy, interest; Data/Tasks/Agenda/File tabs. */
export function AccessoryLeadDetailPage() {
  const id = Number(useParams().id);
  const screens = Grid.useBreakpoint();
  const query = useQuery({ ...accessoryQueries.detail(id), enabled: id > 0 });
  const breadcrumb = <Breadcrumb items={[{ title: <Link to="/sells/leads-accesorios">Accesorios</Link> }, { title: query.data?.name ?? `#${id}` }]} />;
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return (
      <Card>
        {breadcrumb}
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={query.error?.message ?? MSG.notFoundRecord} description={<Link to="/sells/leads-accesorios">Volver a accesorios</Link>} />
      </Card>
    );
  const lead = query.data;
  return (
    <Card>
      {breadcrumb}
      <PageTitle style={{ marginTop: 12 }}>
        {lead.name}
      </PageTitle>
      {screens.lg ? (
        <Row gutter={16}>
          <Col span={12}>
            <DataPanel lead={lead} />
          </Col>
          <Col span={12}>
            <Tabs items={EMPTY_TABS} />
          </Col>
        </Row>
      ) : (
        <Tabs items={[{ key: 'data', label: 'Datos', children: <DataPanel lead={lead} /> }, ...EMPTY_TABS]} />
      )}
    </Card>
  );
}
