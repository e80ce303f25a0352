import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Divider, Flex, Modal, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import type { FleetLead, FleetMove } from '@shared/schemas/fleetLead';
import { useSignedIn } from '../../../../lib/session';
import { toast } from '../../../../ui/toast';
import { useDeleteLeadFleetMutation, useMoveLeadMutation } from '../mutations';

const NewActivityModal = lazy(() => import('./NewActivityModal').then((m) => ({ default: m.NewActivityModal })));
const EditFleetLeadModal = lazy(() => import('./EditFleetLeadModal').then((m) => ({ default: m.EditFleetLeadModal })));
const ReassignModal = lazy(() => import('./ReassignModal').then((m) => ({ default: m.ReassignModal })));

type Dialog = 'activity' | 'edit' | 'reassign' | null;

/**
 * The general block (spec part 2 §2, §4, §6): new activity, 'Anterior' / 'Siguiente' (hidden at the
 * funnel's ends; the server refuses every other impossible move with its message), edit, reassign
 * (not for fleet-executive), 'Descartar Lead' ('Congelar' / 'Reactivar') and delete (admin,
 * fleet-manager, fleet-coordinator).
 */
export function FleetGeneralBlock({ lead }: { lead: FleetLead }) {
  const { role } = useSignedIn();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const move = useMoveLeadMutation(lead.id);
  const remove = useDeleteLeadFleetMutation(lead.id);
  const mayReassign = role !== undefined && can(role, 'fleet:reassign');
  const mayDelete = role !== undefined && can(role, 'fleet:leadDelete');
  const frozen = lead.phase === 'CONGELADO';

  const doMove = (m: FleetMove) =>
    move.mutate(m, {
      onSuccess: () => {
        if (m === 'next' || m === 'previous') toast.success(FLEET_MSG.stageFinishedTitle, FLEET_MSG.stageFinished);
        else toast.success(m === 'freeze' ? FLEET_MSG.leadFrozen : FLEET_MSG.leadReactivated);
      },
      onError: (e) => toast.error(e.message),
    });
  const onDelete = () =>
    Modal.confirm({
      title: FLEET_MSG.deleteLeadTitle,
      content: FLEET_MSG.confirmDeleteLead,
      okText: 'Aceptar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync()
          .then(() => {
            toast.success(FLEET_MSG.leadDeleted);
            navigate('/fleets/leads-flotilla');
          })
          .catch((e: Error) => toast.error(e.message)),
    });

  return (
    <Card size="small" title="General" data-testid="fleet-general-block">
      <Flex gap={8} wrap>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('activity')}>
          {FLEET_MSG.newActivityTitle}
        </Button>
        <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
          Editar lead
        </Button>
        {mayReassign ? (
          <Button icon={<SwapOutlined />} onClick={() => setDialog('reassign')}>
            Reasignar
          </Button>
        ) : null}
      </Flex>
      <Divider titlePlacement="start" style={{ margin: '12px 0' }}>
        Cambio de etapa
      </Divider>
      <Flex gap={8} wrap>
        {lead.phase !== '1ER_CONTACTO' ? (
          <Button icon={<ArrowLeftOutlined />} loading={move.isPending && move.variables === 'previous'} onClick={() => doMove('previous')}>
            {FLEET_MSG.previous}
          </Button>
        ) : null}
        {lead.phase !== 'POST_VENTA' ? (
          <Button type="primary" icon={<ArrowRightOutlined />} iconPlacement="end" loading={move.isPending && move.variables === 'next'} onClick={() => doMove('next')}>
            {FLEET_MSG.next}
          </Button>
        ) : null}
      </Flex>
      <Divider titlePlacement="start" style={{ margin: '12px 0' }}>
        {FLEET_MSG.discardLead}
      </Divider>
      <Flex gap={8} wrap align="center">
        {frozen ? (
          <Button loading={move.isPending && move.variables === 'reactivate'} onClick={() => doMove('reactivate')}>
            {FLEET_MSG.reactivate}
          </Button>
        ) : (
          <Button danger loading={move.isPending && move.variables === 'freeze'} onClick={() => doMove('freeze')}>
            {FLEET_MSG.freeze}
          </Button>
        )}
        {mayDelete ? (
          <Button danger type="primary" icon={<DeleteOutlined />} onClick={onDelete}>
            Eliminar
          </Button>
        ) : null}
        {frozen ? <Typography.Text type="secondary">Al reactivar, el lead vuelve a Prospección.</Typography.Text> : null}
      </Flex>
      <Suspense fallback={null}>
        {dialog === 'activity' ? <NewActivityModal leadId={lead.id} onClose={() => setDialog(null)} /> : null}
        {dialog === 'edit' ? <EditFleetLeadModal lead={lead} onClose={() => setDialog(null)} /> : null}
        {dialog === 'reassign' ? <ReassignModal lead={lead} onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Card>
  );
}
