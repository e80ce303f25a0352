import { Card, Descriptions, Tag } from 'antd';
import { ROLE_LABELS, isRole } from '@shared/domain/roles';
import { useSignedIn } from '../../lib/session';
import { PageTitle } from '../../ui/PageTitle';
import { formatPhone } from '@shared/domain/phone';

/** 'Perfil de Usuario': who is signed in, their role and agencies. */
export function ProfilePage() {
  const { user } = useSignedIn();
  const slug = user.UserRole.slug;
  return (
    <Card>
      <PageTitle>Perfil de Usuario</PageTitle>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Nombre">{user.firstAndLastName}</Descriptions.Item>
        <Descriptions.Item label="Correo">{user.email}</Descriptions.Item>
        <Descriptions.Item label="Puesto">{user.position ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Rol">{isRole(slug) ? ROLE_LABELS[slug] : slug}</Descriptions.Item>
        <Descriptions.Item label="Agencias">
          {user.Agencies.map((a) => (
            <Tag key={a.id}>{a.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="Teléfonos">{user.UserPhones.map((p) => formatPhone(p.value)).join(', ') || '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
