import { Alert, Breadcrumb, Button, Card, Result, Spin } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { useEditUserMutation, type UserPayload } from './mutations';
import { adminQueries } from './queries';
import { UserForm } from './UserForm';
import { PageTitle } from '../../ui/PageTitle';

/** /admin/edit-user/{userId}: every field but the e-mail and the password. */
export function EditUserPage() {
  const id = Number(useParams().userId);
  const navigate = useNavigate();
  const query = useQuery({ ...adminQueries.user(id), enabled: Number.isInteger(id) && id > 0 });
  const mutation = useEditUserMutation(id);
  const [error, setError] = useState<string>();
  if (query.isLoading) return <Spin />;
  if (query.isError || !query.data)
    return <Result status="404" title={MSG.notFoundRecord} extra={<Button onClick={() => navigate('/admin/users')}>Volver</Button>} />;
  const u = query.data;
  return (
    <Card>
      <Breadcrumb items={[{ title: <Link to="/admin/users">Usuarios</Link> }, { title: u.firstAndLastName }]} style={{ marginBottom: 16 }} />
      <PageTitle>{u.firstAndLastName}</PageTitle>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <UserForm
        mode="edit"
        submitting={mutation.isPending}
        initial={{
          email: u.email,
          firstName: u.firstName,
          lastName: u.lastName,
          nickname: u.nickname,
          gender: u.gender === 'man' || u.gender === 'woman' ? u.gender : null,
          birthDate: u.birthDate,
          position: u.position,
          // A stored user's role is one of ROLES; the answer's contract types the slug as text.
          userRole: u.UserRole.slug as UserPayload['userRole'],
          agencies: u.Agencies.map((a) => a.id),
          userEmails: u.UserEmails.map((e) => e.value).filter((e) => e !== u.email.toLowerCase()),
          userPhones: u.UserPhones.map((p) => p.value),
        }}
        onSubmit={({ email: _e, password: _p, ...values }) =>
          mutation.mutate(values, {
            onSuccess: () => {
              setError(undefined);
              toast.success(MSG.successTitle, MSG.userEdited);
            },
            onError: (e) => setError(e.message),
          })
        }
      />
    </Card>
  );
}
