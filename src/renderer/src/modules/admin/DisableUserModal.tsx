import { useState } from 'react';
import { Alert, Descriptions, Modal, Radio, Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DISABLE_TYPES } from '@shared/domain/enums';
import { MSG } from '@shared/messages';
import { ADMIN_MSG, type DisableType } from '@shared/schemas/admin';
import { toast } from '../../ui/toast';
import type { UserRow } from './adminTypes';
import { useDisableUserMutation } from './mutations';
import { adminQueries } from './queries';

const HELP: Record<DisableType, string> = {
  subasta: 'Los leads abiertos del usuario regresan a subasta.',
  random: 'Los leads abiertos se reparten al azar entre los asesores activos de la agencia de cada lead.',
  user: 'Todos los leads abiertos pasan al usuario seleccionado.',
  none: 'Los leads se quedan con el usuario dado de baja.',
};

export interface DisableUserModalProps {
  user: UserRow | undefined;
  onClose(): void;
}

/** 'Baja de Usuario': choose where the user's open leads go, then disable them. */
export function DisableUserModal({ user, onClose }: DisableUserModalProps) {
  const [disableType, setDisableType] = useState<DisableType>('subasta');
  const [userToAssign, setUserToAssign] = useState<number>();
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string>();
  const candidates = useQuery({ ...adminQueries.userSearch(search), enabled: !!user && disableType === 'user' });
  const mutation = useDisableUserMutation();

  const close = () => {
    setDisableType('subasta');
    setUserToAssign(undefined);
    setError(undefined);
    onClose();
  };
  const submit = () => {
    if (!user) return;
    if (disableType === 'user' && !userToAssign) {
      setError(ADMIN_MSG.receiverRequired);
      return;
    }
    mutation.mutate(
      { id: user.id, name: user.firstAndLastName, userEmail: user.email, disableType, userToAssign: disableType === 'user' ? userToAssign : null },
      {
        onSuccess: () => {
          toast.success(MSG.userDeletedTitle, MSG.userDeleted);
          close();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Modal
      open={!!user}
      title="Baja de Usuario"
      okText="Dar de Baja"
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      cancelText="Cancelar"
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      {user && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Nombre">{user.firstAndLastName}</Descriptions.Item>
            <Descriptions.Item label="Correo">{user.email}</Descriptions.Item>
          </Descriptions>
          <div>¿Qué hacer con sus leads?</div>
          <Radio.Group value={disableType} onChange={(e) => setDisableType(e.target.value as DisableType)} aria-label="disableType">
            {(Object.keys(DISABLE_TYPES) as DisableType[]).map((k) => (
              <Radio.Button key={k} value={k}>
                {DISABLE_TYPES[k]}
              </Radio.Button>
            ))}
          </Radio.Group>
          <Alert type="info" showIcon message={HELP[disableType]} />
          {disableType === 'user' && (
            <Select
              showSearch
              aria-label="userToAssign"
              placeholder="Usuario que recibirá los leads (nombre o correo)"
              style={{ width: '100%' }}
              filterOption={false}
              onSearch={setSearch}
              value={userToAssign}
              onChange={setUserToAssign}
              loading={candidates.isFetching}
              options={(candidates.data?.data ?? [])
                .filter((u) => u.id !== user.id)
                .map((u) => ({ value: u.id, label: `${u.firstAndLastName} (${u.email})` }))}
            />
          )}
          {error && <Alert type="error" showIcon message={error} />}
        </Space>
      )}
    </Modal>
  );
}
