import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Divider, Form } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { AgencyFilesFields, AgencyGeneralFields, AgencyLocationFields } from './AgencyFields';
import { useCreateAgencyMutation, type AgencyPayload } from './mutations';
import { PageTitle } from '../../ui/PageTitle';

/** /admin/agencies/create: every required field marked; 'Agencia creada correctamente', then the list. */
export function CreateAgencyPage() {
  const navigate = useNavigate();
  const mutation = useCreateAgencyMutation();
  const [error, setError] = useState<string>();
  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/admin/agencies">Agencias</Link> }, { title: 'Registrar agencia' }]} style={{ marginBottom: 16 }} />
      <PageTitle>Registrar agencia</PageTitle>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form<AgencyPayload>
        layout="vertical"
        initialValues={{ hasService: false }}
        onFinish={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              toast.success(MSG.agencyCreated);
              navigate('/admin/agencies');
            },
            onError: (e) => setError(e.message),
          })
        }
      >
        <Divider titlePlacement="start">General</Divider>
        <AgencyGeneralFields />
        <Divider titlePlacement="start">Ubicación</Divider>
        <AgencyLocationFields />
        <Divider titlePlacement="start">Logos y archivos</Divider>
        <AgencyFilesFields />
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          Registrar agencia
        </Button>
      </Form>
    </Card>
  );
}
