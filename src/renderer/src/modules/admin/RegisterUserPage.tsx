import { Alert, Breadcrumb, Card } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { useCreateUserMutation } from './mutations';
import { UserForm } from './UserForm';
import { PageTitle } from '../../ui/PageTitle';

/** /admin/register: creates the user; the API mails the temporary credentials (outbox in local mode). */
export function RegisterUserPage() {
  const navigate = useNavigate();
  const mutation = useCreateUserMutation();
  const [error, setError] = useState<string>();
  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/admin/users">Usuarios</Link> }, { title: 'Registrar usuario' }]} style={{ marginBottom: 16 }} />
      <PageTitle>Registrar usuario</PageTitle>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <UserForm
        mode="register"
        submitting={mutation.isPending}
        onSubmit={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              toast.success(MSG.userCreatedTitle, MSG.userCreated);
              navigate('/admin/users');
            },
            onError: (e) => {
              setError(e.message);
              toast.error(e.message);
            },
          })
        }
      />
    </Card>
  );
}
