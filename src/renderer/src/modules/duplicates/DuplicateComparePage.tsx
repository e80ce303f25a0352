import { useState } from 'react';
import { formatPhone } from '@shared/domain/phone';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Col, Descriptions, Empty, Modal, Radio, Row, Spin, Tabs, Timeline, Typography } from 'antd';
import { formatDateTime } from '@shared/domain/dates';
import { formatScore } from '@shared/domain/duplicateScore';
import { LEAD_PHASE_LABELS, SUB_STATUS_LABELS, type LeadPhase, type SubStatus } from '@shared/domain/phases';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { duplicateQueries, useSetDifferentMutation, type ComparedLead } from './duplicateQueries';
import { lazyDialog } from '../../ui/lazyDialog';

const MergeDialog = lazyDialog(() => import('./MergeDialog'), 'MergeDialog');

const HISTORY_LABELS: Record<string, string> = {
  activity: 'Actividad',
  phase: 'Cambio de fase',
  appointment: 'Cita',
  testdrive: 'Prueba de manejo',
  floorVisit: 'Visita a piso',
};

function LeadSide({ lead }: { lead: ComparedLead }) {
  const interest = lead.LeadInterests.find((i) => i.current) ?? lead.LeadInterests[0];
  return (
    <Tabs
      items={[
        {
          key: 'datos',
          label: 'Datos',
          children: (
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="ID">
                <Link to={`/sells/leads/${lead.id}`}>#{lead.id}</Link>
              </Descriptions.Item>
              <Descriptions.Item label="Nombre">{lead.firstAndLastName}</Descriptions.Item>
              <Descriptions.Item label="Correos">{lead.leadEmails.map((e) => e.value).join(', ') || lead.email || '-'}</Descriptions.Item>
              <Descriptions.Item label="Teléfonos">{lead.leadPhones.map((p) => formatPhone(p.value)).join(', ') || formatPhone(lead.phone)}</Descriptions.Item>
              <Descriptions.Item label="Fase">{LEAD_PHASE_LABELS[lead.phase as LeadPhase] ?? lead.phase}</Descriptions.Item>
              <Descriptions.Item label="Estado">{SUB_STATUS_LABELS[lead.subStatus as SubStatus] ?? lead.subStatus}</Descriptions.Item>
              <Descriptions.Item label="Origen">{lead.LeadOrigin?.description ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Vehículo">{interest ? `${interest.Product.name}${interest.ProductColor ? ` · ${interest.ProductColor.name}` : ''}` : '-'}</Descriptions.Item>
              <Descriptions.Item label="Asesor">{lead.User?.firstAndLastName ?? 'Sin asignar'}</Descriptions.Item>
              <Descriptions.Item label="Fecha">{formatDateTime(lead.createdAt)}</Descriptions.Item>
            </Descriptions>
          ),
        },
        {
          key: 'historial',
          label: 'Historial',
          children: lead.History.length ? (
            <Timeline
              items={lead.History.map((h) => ({
                key: `${h.kind}-${h.id}`,
                content: `${formatDateTime(h.createdAt)} · ${HISTORY_LABELS[h.kind] ?? h.kind}${h.title ? `: ${h.title}` : ''}${h.comments ? ` (${h.comments})` : ''}`,
              }))}
            />
          ) : (
            <Empty description="Sin historial" />
          ),
        },
      ]}
    />
  );
}

/** Two leads side by side with a 'Principal' radio each; 'No es duplicado' and 'Combinar leads'. */
export function DuplicateComparePage() {
  const params = useParams();
  const lead1 = Number(params.Lead1);
  const lead2 = Number(params.Lead2);
  const navigate = useNavigate();
  const query = useQuery({ ...duplicateQueries.detail(lead1, lead2), enabled: lead1 > 0 && lead2 > 0 });
  const [principal, setPrincipal] = useState<number>();
  const [merging, setMerging] = useState(false);
  const setDifferent = useSetDifferentMutation();
  const breadcrumb = <Breadcrumb items={[{ title: <Link to="/sells/leads-duplicados">Leads duplicados</Link> }, { title: `${lead1} / ${lead2}` }]} />;
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return (
      <Card>
        {breadcrumb}
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={MSG.notFoundRecord} description={<Link to="/sells/leads-duplicados">Volver a leads duplicados</Link>} />
      </Card>
    );
  const c = query.data;
  const markDifferent = () =>
    Modal.confirm({
      title: MSG.markDifferentConfirm,
      okText: 'Si',
      cancelText: 'No',
      onOk: () =>
        setDifferent.mutateAsync(c.id).then(
          (message) => {
            toast.success(typeof message === 'string' ? message : 'Los leads se marcaron como diferentes');
            navigate('/sells/leads-duplicados');
          },
          () => toast.error(MSG.genericError),
        ),
    });
  return (
    <Card>
      {breadcrumb}
      <Typography.Title level={4} style={{ marginTop: 12 }}>
        Coincidencia del lead: {formatScore(c.score)}%
      </Typography.Title>
      {c.reasons.length > 0 && (
        <Typography.Paragraph data-testid="duplicate-reasons">Motivos: {c.reasons.map((r) => r.label).join(', ')}</Typography.Paragraph>
      )}
      <Radio.Group value={principal} onChange={(e) => setPrincipal(e.target.value as number)} style={{ width: '100%' }}>
        <Row gutter={16}>
          {[c.lead1, c.lead2].map((lead) => (
            <Col xs={24} md={12} key={lead.id}>
              <Card size="small" title={<Radio value={lead.id}>Principal</Radio>}>
                <LeadSide lead={lead} />
              </Card>
            </Col>
          ))}
        </Row>
      </Radio.Group>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        <Button onClick={markDifferent} loading={setDifferent.isPending}>
          No es duplicado
        </Button>
        <Button
          type="primary"
          onClick={() => {
            if (!principal) {
              toast.warning(MSG.selectPrincipal);
              return;
            }
            setMerging(true);
          }}
        >
          Combinar leads
        </Button>
      </div>
      <MergeDialog
        open={merging}
        comparison={c}
        principalId={principal}
        onClose={() => setMerging(false)}
        onMerged={(id) => {
          setMerging(false);
          navigate(`/sells/leads/${id}`);
        }}
      />
    </Card>
  );
}
