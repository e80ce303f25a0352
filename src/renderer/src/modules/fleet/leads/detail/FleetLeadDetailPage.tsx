import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Grid, Row, Spin, Tabs } from 'antd';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { leadFleetQueries } from '../queries';
import { FleetAgendaTab } from './FleetAgendaTab';
import { FleetHistoryTab } from './FleetHistoryTab';
import { FleetLeadDataCard } from './FleetLeadDataCard';
import { FleetTasksTab } from './FleetTasksTab';
import { RecordLoadFailure } from '../../../../ui/RecordLoadFailure';
import { can } from '@shared/domain/permissions';
import { useSignedIn } from '../../../../lib/session';
import { useTabParam } from '../../../../ui/useTabParam';

// The conversation is its own chunk: loaded when the tab opens (issue 53).
import { whatsappTab } from '../../../whatsapp/whatsappTab';

/**
 * /fleets/leads-flotilla/{id} (spec part 2 §2): breadcrumb Flotillas > Leads > Detalle; the data
 * card on the left, tabs Tareas / Agenda / Historial / WhatsApp on the right (`?tab=whatsapp` opens the
 * conversation). Small screens get a 'Datos' tab in front instead of the card beside the tabs.
 */
export function FleetLeadDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const wide = Grid.useBreakpoint().lg ?? window.innerWidth > 993;
  const lead = useQuery({ ...leadFleetQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const converses = can(useSignedIn().role, 'whatsapp:converse');
  const asked = useTabParam(converses ? ['whatsapp'] : []);

  const crumbs = (
    <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: 'Flotillas' }, { title: <Link to="/fleets/leads-flotilla">Leads</Link> }, { title: 'Detalle' }]} />
  );
  if (lead.isLoading) return <Spin style={{ display: 'block', margin: 48 }} tip={FLEET_MSG.loading} />;
  if (lead.isError || !lead.data)
    return <RecordLoadFailure crumbs={crumbs} error={lead.error} notFoundTitle={FLEET_MSG.notFound} back={{ to: '/fleets/leads-flotilla', label: 'Volver a leads' }} />;
  const data = lead.data;
  const tabs = [
    { key: 'tareas', label: 'Tareas', children: <FleetTasksTab lead={data} /> },
    { key: 'agenda', label: 'Agenda', children: <FleetAgendaTab leadId={data.id} /> },
    { key: 'historial', label: 'Historial', children: <FleetHistoryTab leadId={data.id} /> },
    ...whatsappTab(converses, { fleetLeadId: data.id }, data.contactName || `Lead de flotilla #${data.id}`),
  ];
  if (wide) {
    return (
      <div>
        {crumbs}
        <Row gutter={16}>
          <Col span={10}>
            <Card>
              <FleetLeadDataCard lead={data} />
            </Card>
          </Col>
          <Col span={14}>
            <Card>
              <Tabs key={asked} defaultActiveKey={asked ?? 'tareas'} items={tabs} />
            </Card>
          </Col>
        </Row>
      </div>
    );
  }
  return (
    <div>
      {crumbs}
      <Card styles={{ body: { padding: 12 } }}>
        <Tabs key={asked} defaultActiveKey={asked ?? 'datos'} items={[{ key: 'datos', label: 'Datos', children: <FleetLeadDataCard lead={data} /> }, ...tabs]} />
      </Card>
    </div>
  );
}
