import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal, Select } from 'antd';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import type { FleetLead } from '@shared/schemas/fleetLead';
import { toast } from '../../../../ui/toast';
import { useReassignMutation } from '../mutations';
import { leadFleetQueries } from '../queries';

/** Reassign (spec part 2 §5): one of the assignable users of the lead catalogs; none chosen: 'Seleccione un usuario'. */
export function ReassignModal({ lead, onClose }: { lead: FleetLead; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.catalogs());
  const reassign = useReassignMutation(lead.id);
  const [userId, setUserId] = useState<number>();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!userId) {
      setProblem(FLEET_MSG.selectUser);
      return;
    }
    reassign.mutate(userId, {
      onSuccess: () => {
        toast.success(FLEET_MSG.leadReassigned);
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Modal open title="Reasignar lead" onCancel={onClose} onOk={submit} okText="Reasignar" cancelText={FLEET_MSG.cancel} confirmLoading={reassign.isPending}>
      <Form layout="vertical">
        <Form.Item label="Usuario" htmlFor="reassign-user">
          <Select
            id="reassign-user"
            showSearch={{ optionFilterProp: 'label' }}
            loading={catalogs.isLoading}
            value={userId}
            onChange={(v: number) => (setProblem(null), setUserId(v))}
            options={(catalogs.data?.Users ?? []).filter((u) => u.id !== lead.UserId).map((u) => ({ value: u.id, label: `${u.firstAndLastName} · ${u.email}` }))}
            placeholder="Selecciona un usuario"
          />
        </Form.Item>
      </Form>
      {catalogs.isError ? <Alert type="error" title="Error" description={catalogs.error.message} /> : null}
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
