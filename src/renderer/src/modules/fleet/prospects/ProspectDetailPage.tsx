import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Col, Grid, Result, Row, Spin, Tabs } from 'antd';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { dbId } from '@shared/schemas/primitives';
import { useSignedIn } from '../../../lib/session';
import { ProspectDataCard } from './ProspectDataCard';
import { ProspectHistory } from './ProspectHistory';
import { ProspectTasks } from './ProspectTasks';
import { prospectQueries } from './prospectQueries';
import { ButtonLink } from '../../../ui/ButtonLink';

const EditProspectModal = lazy(() => import('./EditProspectModal').then((m) => ({ default: m.EditProspectModal })));
const ConvertProspectModal = lazy(() => import('./ConvertProspectModal').then((m) => ({ default: m.ConvertProspectModal })));

/** /fleets/prospectos/{id}: the prospect's card, and Tareas and Historial (plus Datos on small screens). */
export function ProspectDetailPage() {
  const id = dbId.safeParse(useParams().id).data ?? 0;
  const { agencyId } = useSignedIn();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ ...prospectQueries.detail(id), enabled: id > 0 });
  // Back from 'Nueva empresa': the conversion opens again with the new company chosen.
  const converting = params.get('convert') === '1';
  const returnedCompany = dbId.safeParse(params.get('companyId')).data;
  const setConverting = (open: boolean) => setParams(open ? { convert: '1' } : {}, { replace: true });

  const breadcrumb = <Breadcrumb items={[{ title: <Link to="/fleets/prospectos">Prospectos</Link> }, { title: 'Detalle' }]} style={{ marginBottom: 12 }} />;
  if (id <= 0 || query.isError) {
    const notFound = id <= 0 || (query.error as { status?: number } | null)?.status === 404;
    return (
      <Card>
        {breadcrumb}
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? PROSPECT_MSG.notFound : PROSPECT_MSG.listError}
          subTitle={notFound ? undefined : query.error?.message}
          extra={
            <ButtonLink to="/fleets/prospectos" type="primary">Volver a prospectos</ButtonLink>
          }
        />
      </Card>
    );
  }
  if (!query.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const prospect = query.data;
  const tasks = <ProspectTasks prospect={prospect} onEdit={() => setEditing(true)} onConvert={() => setConverting(true)} />;
  const tabs = [
    ...(screens.lg ? [] : [{ key: 'data', label: 'Datos', children: <ProspectDataCard prospect={prospect} /> }]),
    { key: 'tasks', label: 'Tareas', children: tasks },
    { key: 'history', label: 'Historial', children: <ProspectHistory id={prospect.id} /> },
  ];
  return (
    <>
      {breadcrumb}
      {prospect.convertedToLeadAt && prospect.leadFleetId ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title="Este prospecto ya fue convertido en lead"
          action={<Link to={`/fleets/leads-flotilla/${prospect.leadFleetId}`}>Ver lead</Link>}
        />
      ) : null}
      <Row gutter={[16, 16]}>
        {screens.lg ? (
          <Col lg={9}>
            <Card>
              <ProspectDataCard prospect={prospect} />
            </Card>
          </Col>
        ) : null}
        <Col xs={24} lg={15}>
          <Card>
            <Tabs defaultActiveKey={screens.lg ? 'tasks' : 'data'} items={tabs} />
          </Card>
        </Col>
      </Row>
      <Suspense fallback={null}>
        {editing && prospect.active ? <EditProspectModal prospect={prospect} agencyId={agencyId} onClose={() => setEditing(false)} /> : null}
        {converting && prospect.active && !prospect.convertedToLeadAt ? (
          <ConvertProspectModal prospect={prospect} initialCompanyId={returnedCompany} onClose={() => setConverting(false)} />
        ) : null}
      </Suspense>
    </>
  );
}
