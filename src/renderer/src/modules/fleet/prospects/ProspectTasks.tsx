import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { EditOutlined, StopOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import type { Prospect } from '@shared/schemas/fleetProspect';
import { useSignedIn } from '../../../lib/session';
import { toast } from '../../../ui/toast';
import { useToggleProspectMutation } from './prospectMutations';

export interface ProspectTasksProps {
  prospect: Prospect;
  onEdit(): void;
  onConvert(): void;
}

/** Tareas: 'Editar' (active only), 'Descartar' / 'Reactivar', 'Convertir' (active and not yet converted). */
export function ProspectTasks({ prospect, onEdit, onConvert }: ProspectTasksProps) {
  const { role } = useSignedIn();
  const toggle = useToggleProspectMutation(prospect.id);
  if (!can(role, 'fleet:work')) return <Typography.Text type="secondary">Consulta: tu rol no modifica prospectos.</Typography.Text>;
  const onToggle = async () => {
    const wasActive = prospect.active;
    try {
      await toggle.mutateAsync();
      toast.success(wasActive ? PROSPECT_MSG.discarded : PROSPECT_MSG.reactivated);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : PROSPECT_MSG.unexpected);
    }
  };
  return (
    <Flex vertical gap={12}>
      {prospect.active ? (
        <Card size="small" title="Editar">
          <Typography.Paragraph type="secondary">Corrige los datos de contacto o el vehículo de interés.</Typography.Paragraph>
          <Button icon={<EditOutlined />} onClick={onEdit}>
            Editar
          </Button>
        </Card>
      ) : null}
      {prospect.active && !prospect.convertedToLeadAt ? (
        <Card size="small" title="Convertir">
          <Typography.Paragraph type="secondary">Crea un lead de flotilla con la empresa, los distribuidores y la clasificación.</Typography.Paragraph>
          <Button type="primary" icon={<SwapOutlined />} onClick={onConvert}>
            Convertir
          </Button>
        </Card>
      ) : null}
      <Card size="small" title={prospect.active ? 'Descartar' : 'Reactivar'}>
        {prospect.active ? (
          <Popconfirm title="¿Descartar este prospecto?" okText="Descartar" cancelText="Cancelar" onConfirm={() => void onToggle()}>
            <Button danger icon={<StopOutlined />} loading={toggle.isPending}>
              Descartar
            </Button>
          </Popconfirm>
        ) : (
          <Button icon={<UndoOutlined />} loading={toggle.isPending} onClick={() => void onToggle()}>
            Reactivar
          </Button>
        )}
      </Card>
    </Flex>
  );
}
