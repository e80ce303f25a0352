import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Grid, Row, Spin, Tabs } from 'antd';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { stageQueries } from '../stage/queries';
import { FleetLeadDataCard } from '../leads/detail/FleetLeadDataCard';
import { FleetHistoryTab } from '../leads/detail/FleetHistoryTab';
import { SaleDataTab } from './SaleDataTab';
import { RecordLoadFailure } from '../../../ui/RecordLoadFailure';

/** /fleets/sales/{id} (spec part 2 §2): the lead data card and tabs 'Datos de la venta' / 'Historial'. */
export function ClosedSaleDetailPage() {
  const id = Number(useParams().id);
  const wide = Grid.useBreakpoint().lg ?? window.innerWidth > 993;
  const sale = useQuery({ ...stageQueries.closedSale(id), enabled: Number.isInteger(id) && id > 0 });
  const crumbs = (
    <Breadcrumb style={{ marginBottom: 12 }} items={[{ title: 'Flotillas' }, { title: <Link to="/fleets/sales">Ventas completadas</Link> }, { title: 'Detalle' }]} />
  );
  if (sale.isLoading) return <Spin style={{ display: 'block', margin: 48 }} tip={FLEET_MSG.loading} />;
  if (sale.isError || !sale.data)
    return <RecordLoadFailure crumbs={crumbs} error={sale.error} notFoundTitle={FLEET_MSG.notFound} back={{ to: '/fleets/sales', label: 'Volver a ventas' }} />;
  const data = sale.data;
  const tabs = [
    { key: 'venta', label: 'Datos de la venta', children: <SaleDataTab sale={data} /> },
    { key: 'historial', label: 'Historial', children: <FleetHistoryTab leadId={data.lead.id} /> },
  ];
  return (
    <div>
      {crumbs}
      {wide ? (
        <Row gutter={16}>
          <Col span={10}>
            <Card>
              <FleetLeadDataCard lead={data.lead} />
            </Card>
          </Col>
          <Col span={14}>
            <Card>
              <Tabs defaultActiveKey="venta" items={tabs} />
            </Card>
          </Col>
        </Row>
      ) : (
        <Card styles={{ body: { padding: 12 } }}>
          <Tabs defaultActiveKey="venta" items={[{ key: 'datos', label: 'Datos', children: <FleetLeadDataCard lead={data.lead} /> }, ...tabs]} />
        </Card>
      )}
    </div>
  );
}
