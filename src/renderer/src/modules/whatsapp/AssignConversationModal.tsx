import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { ASSIGNABLE_ROLES } from '@shared/domain/permissions';
import { FLEET_ROLES } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { leadApi } from '../leads/leadApi';
import { userName } from '../leads/format';
import { useAssignConversation } from './mutations';
import type { InboxRow } from './types';

export interface AssignConversationModalProps {
  row: InboxRow | undefined;
  onClose(): void;
}

/**
 * 'Asignar' from the inbox: who answers this client. A retail conversation goes to the agency's
 * bdc, coordinators and advisers (as 'Reasignar lead'); a fleet one to the fleet team.
 */
export function AssignConversationModal({ row, onClose }: AssignConversationModalProps) {
  const fleet = row?.fleetLeadId != null;
  const roles = fleet ? FLEET_ROLES : ASSIGNABLE_ROLES;
  const users = useQuery({
    queryKey: ['catalog', 'advisers', row?.agencyId, fleet ? 'fleet' : 'retail'],
    queryFn: () => leadApi.advisers(row!.agencyId, roles),
    enabled: row !== undefined,
    staleTime: 5 * 60_000,
  });
  const assign = useAssignConversation();
  const [userId, setUserId] = useState<number>();
  const [error, setError] = useState<string>();
  const close = () => {
    setUserId(undefined);
    setError(undefined);
    onClose();
  };
  return (
    <Modal
      open={row !== undefined}
      title={row ? `Asignar conversación: ${row.contactName}` : 'Asignar conversación'}
      okText="Asignar"
      cancelText="Cancelar"
      okButtonProps={{ disabled: userId === undefined, loading: assign.isPending }}
      onCancel={close}
      onOk={() =>
        row &&
        userId !== undefined &&
        assign.mutate(
          { conversationId: row.conversationId, userId },
          {
            onSuccess: () => {
              toast.success('Conversación asignada', users.data?.find((u) => u.id === userId) ? `Ahora la atiende ${userName(users.data.find((u) => u.id === userId))}.` : undefined);
              close();
            },
            onError: (e) => setError(e.message),
          },
        )
      }
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label="Asesor" required>
          <Select
            aria-label="Asesor"
            showSearch
            optionFilterProp="label"
            value={userId}
            onChange={setUserId}
            placeholder={users.isLoading ? MSG.loading : 'Elige quién atiende'}
            options={users.data?.filter((u) => u.id !== row?.assignedUserId).map((u) => ({ value: u.id, label: userName(u) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
