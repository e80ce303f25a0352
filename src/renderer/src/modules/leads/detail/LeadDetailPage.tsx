import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Grid, Result, Row, Spin, Tabs } from 'antd';
import { SALES_MSG } from '@shared/domain/salesMessages';
import { MSG } from '@shared/messages';
import { PageTitle } from '../../../ui/PageTitle';
import { useSignedIn } from '../../../lib/session';
import { leadName } from '../format';
import { leadQueries } from '../queries';
import { LeadAgendaTab } from './LeadAgendaTab';
import { LeadDataPanel } from './LeadDataPanel';
import { LeadFunnelTab } from './LeadFunnelTab';
import { LeadHistoryTab } from './LeadHistoryTab';
import { RecordLoadFailure } from '../../../ui/RecordLoadFailure';
import { ButtonLink } from '../../../ui/ButtonLink';
import { PendingStrip } from '../../../lib/offline/PendingStrip';
import { can } from '@shared/domain/permissions';
import { useTabParam } from '../../../ui/useTabParam';

// The conversation is its own chunk: loaded when the tab opens, not with every lead.
import { whatsappTab } from '../../whatsapp/whatsappTab';

// Loaded when opened: the lead detail's bundle stays as it was (issue 54's 'Consentimientos').
const LeadConsentsTab = lazy(async () => ({ default: (await import('../../privacy/LeadConsentsTab')).LeadConsentsTab }));

/**
 * /sells/leads/{leadId}. Desktop: data | tabs Funnel, Agenda, Historial, WhatsApp. Small screens: tabs
 * Datos, Funnel, Agenda, Historial, WhatsApp. `?tab=whatsapp` opens the conversation (issue 53). Opening a subasta lead as an adviser makes them its owner (the API does it).
 */
export function LeadDetailPage() {
  const { leadId } = useParams();
  const id = Number(leadId);
  const { role } = useSignedIn();
  // The spec's breakpoint: the tab component starts at tab 1 (Funnel) above 993 px, where the data sit beside it.
  const wide = Grid.useBreakpoint().lg ?? window.innerWidth > 993;
  const lead = useQuery({ ...leadQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const converses = can(role, 'whatsapp:converse');
  const asked = useTabParam(converses ? ['whatsapp'] : []);

  const crumbs = (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[{ title: <Link to="/sells/leads">Leads</Link> }, { title: lead.data ? `${leadName(lead.data)} #${lead.data.id}` : `#${leadId ?? ''}` }]}
    />
  );
  if (lead.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (lead.isError || !lead.data)
    return <RecordLoadFailure crumbs={crumbs} error={lead.error} notFoundTitle={MSG.leadNotFound} errorTitle={MSG.loadError} back={{ to: '/sells/leads', label: 'Volver a leads' }} />;
  const data = lead.data;
  const title = (
    <PageTitle style={{ marginTop: 0 }}>
      {leadName(data)} <span style={{ fontWeight: 400 }}>#{data.id}</span>
    </PageTitle>
  );
  // A lead a merge absorbed has no actions left (each would answer 409): say so and lead to the principal.
  if (data.mergedIntoId) {
    return (
      <Card>
        {crumbs}
        {title}
        <Result
          status="info"
          title={SALES_MSG.leadMerged}
          subTitle={`Este lead se combinó con el lead #${data.mergedIntoId}, que conserva sus datos e historial.`}
          extra={
            <ButtonLink to={`/sells/leads/${data.mergedIntoId}`} type="primary">Ir al lead principal #{data.mergedIntoId}</ButtonLink>
          }
        />
      </Card>
    );
  }
  const tabs = [
    { key: 'funnel', label: 'Funnel', children: <LeadFunnelTab lead={data} role={role} /> },
    { key: 'agenda', label: 'Agenda', children: <LeadAgendaTab leadId={data.id} /> },
    { key: 'historial', label: 'Historial', children: <LeadHistoryTab lead={data} /> },
    ...whatsappTab(converses, { leadId: data.id }, leadName(data)),
    {
      key: 'consentimientos',
      label: 'Consentimientos',
      children: (
        <Suspense fallback={<Spin />}>
          <LeadConsentsTab leadId={data.id} />
        </Suspense>
      ),
    },
  ];
  if (wide) {
    return (
      <div>
        {crumbs}
        {title}
        <PendingStrip places={[`activity:${data.id}`, `appointment:${data.id}`]} />
        <Row gutter={16}>
          <Col span={12}>
            <Card>
              <LeadDataPanel lead={data} role={role} />
            </Card>
          </Col>
          <Col span={12}>
            <Card>
              <Tabs key={asked} defaultActiveKey={asked ?? 'funnel'} items={tabs} />
            </Card>
          </Col>
        </Row>
      </div>
    );
  }
  return (
    <div>
      {crumbs}
      {title}
      <PendingStrip places={[`activity:${data.id}`, `appointment:${data.id}`]} />
      <Card>
        <Tabs key={asked} defaultActiveKey={asked ?? 'datos'} items={[{ key: 'datos', label: 'Datos', children: <LeadDataPanel lead={data} role={role} /> }, ...tabs]} />
      </Card>
    </div>
  );
}
