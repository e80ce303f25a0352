import { Alert, Button, Descriptions, Flex, Modal, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DiagnosticsInfo } from '@shared/bridge';
import { bridge, isDesktop } from '../../lib/bridge';

export interface DiagnosticsModalProps {
  open: boolean;
  onClose(): void;
}

const NOT_AVAILABLE = 'No disponible';

function ApiState({ api }: { api: DiagnosticsInfo['api'] }) {
  if (api.reachable) return <Tag color="success">Disponible · {api.ms} ms</Tag>;
  return (
    <Tag color="error">
      Sin conexión{api.error ? ` · ${api.error}` : ''}
    </Tag>
  );
}

/**
 * 'Ayuda → Diagnóstico': what support asks first (version, environment, platform, whether the API
 * answers, the update channel), where the logs are, and the support bundle to send them.
 */
export function DiagnosticsModal({ open, onClose }: DiagnosticsModalProps) {
  const info = useQuery({ queryKey: ['diagnostics', 'info'], queryFn: () => bridge['diagnostics:info'](), enabled: open, staleTime: 0, gcTime: 0 });
  const save = useMutation({ mutationFn: () => bridge['diagnostics:saveBundle']() });
  const data = info.data;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Diagnóstico"
      width={640}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={() => void info.refetch()} loading={info.isFetching}>
            Comprobar de nuevo
          </Button>
          <Flex gap={8}>
            {isDesktop && (
              <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} disabled={!data}>
                Guardar paquete de soporte
              </Button>
            )}
            <Button onClick={onClose}>Cerrar</Button>
          </Flex>
        </Flex>
      }
    >
      {!data ? (
        info.isError ? <Alert type="error" title="No se pudo leer el diagnóstico." showIcon /> : <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered data-testid="diagnostics">
          <Descriptions.Item label="Versión">{data.version}</Descriptions.Item>
          <Descriptions.Item label="Entorno">{data.environment}</Descriptions.Item>
          <Descriptions.Item label="Plataforma">{data.platform}</Descriptions.Item>
          <Descriptions.Item label="API">
            <Flex vertical gap={4}>
              <span>
                <ApiState api={data.api} />
              </span>
              <Typography.Text type="secondary">{data.apiBase}</Typography.Text>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Actualizaciones">{data.update ? `Canal ${data.update.channel} · ${data.update.status}${data.update.version ? ` · ${data.update.version}` : ''}` : data.platform.startsWith('web') ? 'Se actualiza al recargar la página' : NOT_AVAILABLE}</Descriptions.Item>
          <Descriptions.Item label="Registros">{data.logDir ? <Typography.Text copyable>{data.logDir}</Typography.Text> : `${NOT_AVAILABLE} en el navegador (la consola del navegador los muestra)`}</Descriptions.Item>
        </Descriptions>
      )}
      {save.isSuccess && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title="Paquete de soporte guardado"
          description={
            <Flex vertical gap={4}>
              <Typography.Text copyable data-testid="support-bundle-path">
                {save.data.path}
              </Typography.Text>
              <span>Adjúntelo a un correo para soporte. No contiene contraseñas, tokens ni datos de contacto.</span>
            </Flex>
          }
        />
      )}
      {save.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title="No se pudo guardar el paquete de soporte." />}
    </Modal>
  );
}
