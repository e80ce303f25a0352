import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PoweroffOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { useSignedIn } from '../../../lib/session';
import { toast } from '../../../ui/toast';
import type { CompanyContactPerson } from '@shared/schemas/fleetCompany';
import { userName } from '../shared/fleetTypes';
import { useDeleteCompanyMutation, useToggleCompanyMutation } from './mutations';
import { companyQueries } from './queries';
import { RecordLoadFailure } from '../../../ui/RecordLoadFailure';
import { formatDateTime } from '@shared/domain/dates';
import { formatPhone } from '@shared/domain/phone';
import { EmailText } from '../../../ui/EmailText';

const CompanyWizard = lazy(() => import('./CompanyWizard').then((m) => ({ default: m.CompanyWizard })));

/**
 * /fleets/companies/{id} (spec part 2 §2): every field of the account, N/A for channel and origin,
 * activate/deactivate (not for fleet-executive), delete (admin, fleet-coordinator, fleet-manager)
 * and edit through the creation wizard.
 */
export function CompanyDetailPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const { role } = useSignedIn();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const company = useQuery({ ...companyQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const toggle = useToggleCompanyMutation(id);
  const remove = useDeleteCompanyMutation(id);
  const mayToggle = role !== undefined && can(role, 'fleet:companyToggle');
  const mayDelete = role !== undefined && can(role, 'fleet:companyDelete');
  const mayEdit = role !== undefined && can(role, 'fleet:work');

  const crumbs = (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[{ title: 'Flotillas' }, { title: <Link to="/fleets/companies">Empresas</Link> }, { title: 'Datos de la empresa' }]}
    />
  );
  if (company.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (company.isError || !company.data)
    return <RecordLoadFailure crumbs={crumbs} error={company.error} notFoundTitle={FLEET_MSG.notFound} back={{ to: '/fleets/companies', label: 'Volver a empresas' }} />;
  const c = company.data;
  const contact = (type: string): CompanyContactPerson | undefined => c.CompanyContactPeople.find((p) => p.type === type);
  const companyContact = contact('COMPANY');
  const operator = contact('OPERATOR');

  const onToggle = () =>
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(FLEET_MSG.companyToggled),
      onError: () => toast.error(FLEET_MSG.companyUpdateFailed),
    });
  const onDelete = () =>
    Modal.confirm({
      title: FLEET_MSG.confirmDeleteCompany,
      okText: 'Aceptar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync()
          .then(() => {
            toast.success(FLEET_MSG.companyDeletedTitle, FLEET_MSG.companyDeleted);
            navigate('/fleets/companies');
          })
          .catch((e: Error) => toast.error(e.message)),
    });

  return (
    <div>
      {crumbs}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {c.name}
            </Typography.Title>
            <Tag color={c.active ? 'green' : 'red'} data-testid="company-status">
              {c.active ? 'Activo' : 'Inactivo'}
            </Tag>
          </Flex>
          <Flex gap={8} wrap>
            {mayToggle ? (
              <Button icon={<PoweroffOutlined />} loading={toggle.isPending} onClick={onToggle} danger={c.active}>
                {c.active ? FLEET_MSG.deactivateAccount : FLEET_MSG.activateAccount}
              </Button>
            ) : null}
            {mayEdit ? (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                Editar cuenta
              </Button>
            ) : null}
            {mayDelete ? (
              <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
                Eliminar cuenta
              </Button>
            ) : null}
          </Flex>
        </Flex>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
          items={[
            { key: 'createdAt', label: 'Fecha de creación', children: formatDateTime(c.createdAt) },
            { key: 'type', label: 'Tipo de organización', children: c.CompanyType?.description ?? '-' },
            { key: 'capacity', label: 'Capacidad económica', children: c.CompanyEconomicCapacity?.description ?? '-' },
            { key: 'contactName', label: 'Contacto de la empresa', children: companyContact?.name ?? '-' },
            { key: 'contactEmail', label: 'Correo del contacto', children: <EmailText email={companyContact?.email} /> },
            { key: 'contactPhone', label: 'Teléfono del contacto', children: formatPhone(companyContact?.phone) },
            { key: 'operatorName', label: 'Operador de la flotilla', children: operator?.name ?? '-' },
            { key: 'operatorEmail', label: 'Correo del operador', children: <EmailText email={operator?.email} /> },
            { key: 'operatorPhone', label: 'Teléfono del operador', children: formatPhone(operator?.phone) },
            { key: 'sector', label: 'Giro', children: c.CompanySector?.description ?? '-' },
            { key: 'location', label: 'Ubicación de la flotilla', children: c.CompanyFleetLocation?.description ?? '-' },
            { key: 'need', label: 'Necesidad de movilidad', children: c.CompanyNeed?.description ?? '-' },
            { key: 'address', label: 'Dirección', children: c.description || '-' },
            { key: 'size', label: 'Tamaño', children: c.CompanySize?.description ?? '-' },
            { key: 'executive', label: 'Ejecutivo asignado', children: userName(c.User) ?? FLEET_MSG.noExecutive },
            { key: 'channel', label: 'Canal', children: FLEET_MSG.notApplicable },
            { key: 'origin', label: 'Origen', children: FLEET_MSG.notApplicable },
          ]}
        />
      </Card>
      <Suspense fallback={null}>
        {editing ? <CompanyWizard company={c} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} /> : null}
      </Suspense>
    </div>
  );
}
