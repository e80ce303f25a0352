import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Flex, Form, InputNumber, Radio, Result, Select, Spin, Table, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LEAD_ASSIGNMENT_RULES } from '@shared/domain/enums';
import { AGENCY_OWNER_ROLES } from '@shared/domain/permissions';
import { isRole, ROLE_LABELS, type Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { ADMIN_MSG, LEAD_RULE_OWNER } from '@shared/schemas/admin';
import { toast } from '../../ui/toast';
import type { AgencyDetail } from './adminTypes';
import { AgencyFilesFields, AgencyGeneralFields, AgencyLocationFields, AgencySocialFields } from './AgencyFields';
import { useUpdateAgencyMutation, type AgencyPayload } from './mutations';
import { adminQueries } from './queries';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { AdfKeyCard } from './AdfKeyCard';
import { AgencyWhatsAppCard } from '../whatsapp/AgencyWhatsAppCard';
import { pagerItemRender } from '../../ui/pagerItemRender';
import { PageTitle } from '../../ui/PageTitle';

function LeadRuleFields({ agency }: { agency: AgencyDetail }) {
  const rule = Form.useWatch<number | undefined>('AgencyIncomingLeadRuleId');
  const owners = agency.Users.filter((u) => (AGENCY_OWNER_ROLES as readonly string[]).includes(u.UserRole.slug));
  return (
    <>
      <Form.Item label="Regla de asignación de leads" name="AgencyIncomingLeadRuleId">
        <Radio.Group
          options={Object.entries(LEAD_ASSIGNMENT_RULES).map(([value, label]) => ({ value: Number(value), label: `${value} ${label}` }))}
        />
      </Form.Item>
      {rule === LEAD_RULE_OWNER && (
        <Form.Item label="Usuario asignado" name="LeadOwnerId" rules={[{ required: true, message: ADMIN_MSG.ruleOwnerRequired }]}>
          <Select
            aria-label="Usuario asignado"
            showSearch
            optionFilterProp="label"
            options={owners.map((u) => ({
              value: u.id,
              label: `${u.firstAndLastName} · ${isRole(u.UserRole.slug) ? ROLE_LABELS[u.UserRole.slug as Role] : u.UserRole.description}`,
            }))}
          />
        </Form.Item>
      )}
    </>
  );
}

/** The arrival loop's two agency settings (appointments README, 'The arrival loop'). */
function ArrivalFields() {
  return (
    <Flex gap={16} wrap>
      <Form.Item label="Avisar al coordinador si el cliente espera (min)" name="arrivalAlertMinutes">
        <InputNumber aria-label="Avisar al coordinador si el cliente espera (min)" min={1} max={240} precision={0} />
      </Form.Item>
      <Form.Item label="Marcar 'No asistió' tras la hora de la cita (min)" name="noShowAfterMinutes">
        <InputNumber aria-label="Marcar 'No asistió' tras la hora de la cita (min)" min={5} max={1440} precision={0} />
      </Form.Item>
    </Flex>
  );
}

/** /admin/agencies/{agencyId}: tabs General, Ubicación, Colaboradores, Redes, one 'Guardar cambios'. */
export function AgencyDetailPage() {
  const id = Number(useParams().agencyId);
  const navigate = useNavigate();
  const query = useQuery({ ...adminQueries.agency(id), enabled: Number.isInteger(id) && id > 0 });
  const mutation = useUpdateAgencyMutation(id);
  const [error, setError] = useState<string>();
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return <Result status="404" title={MSG.notFoundRecord} extra={<Button onClick={() => navigate('/admin/agencies')}>Volver</Button>} />;
  const agency = query.data;
  const { files: _files, ...initial } = agency;
  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/admin/agencies">Agencias</Link> }, { title: agency.name }]} style={{ marginBottom: 16 }} />
      <PageTitle>{agency.name}</PageTitle>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<AgencyPayload>
        layout="vertical"
        initialValues={{ ...initial, interiorNumber: initial.interiorNumber ?? '' }}
        onFinish={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              setError(undefined);
              toast.success(MSG.successTitle, MSG.infoUpdated);
            },
            onError: (e) => setError(e.message),
          })
        }
      >
        <Tabs
          items={[
            {
              key: 'general',
              label: 'General',
              forceRender: true,
              children: (
                <>
                  <AgencyGeneralFields />
                  <LeadRuleFields agency={agency} />
                  <ArrivalFields />
                  <AgencyFilesFields />
                  {agency.files.length > 0 && <div>Archivos guardados: {agency.files.length}</div>}
                </>
              ),
            },
            { key: 'location', label: 'Ubicación', forceRender: true, children: <AgencyLocationFields /> },
            {
              key: 'users',
              label: 'Colaboradores',
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  dataSource={agency.Users}
                  pagination={{ itemRender: pagerItemRender, pageSize: 10, showSizeChanger: false }}
                  onRow={rowLinkProps()}
                  columns={withRowLink<(typeof agency.Users)[number]>([
                    { title: 'Nombre', dataIndex: 'firstAndLastName' },
                    { title: 'Correo', dataIndex: 'email' },
                    { title: 'Puesto', dataIndex: 'position', render: (v: string | null) => v ?? '-' },
                    { title: 'Rol', key: 'role', render: (_, u) => (isRole(u.UserRole.slug) ? ROLE_LABELS[u.UserRole.slug] : u.UserRole.description) },
                  ], (u) => `/admin/edit-user/${u.id}`)}
                />
              ),
            },
            { key: 'social', label: 'Redes', forceRender: true, children: <AgencySocialFields /> },
          ]}
        />
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          Guardar cambios
        </Button>
      </Form>
      <AdfKeyCard agencyId={id} />
      <AgencyWhatsAppCard agencyId={id} />
    </Card>
  );
}
