import { Alert, Button, Card, Flex, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@shared/domain/dates';
import type { ArcoRequestDetail } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

/**
 * A cancellation's first stage: 'Bloquear datos' blocks every record of the person the request names
 * (and what follows them, a lead's WhatsApp conversation) at once, after a confirmation; then the card
 * says when, by whom and how many records were blocked. Deletion comes later, with the retention.
 */
export function BlockingCard({ request }: { request: ArcoRequestDetail }) {
  const client = useQueryClient();
  const open = request.state === 'recibida' || request.state === 'en-tramite';
  const block = useMutation({
    mutationFn: () => call(arcoRoutes.block, { params: { id: request.id }, body: {} }),
    onSuccess: async (answer) => {
      client.setQueryData(privacyQueries.arcoDetail(request.id).queryKey, answer.data);
      // Every list and search leaves the person out from now on.
      await client.invalidateQueries();
      toast.success(answer.message);
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const confirm = () =>
    Modal.confirm({
      title: 'Bloquear datos',
      content: `Se bloquearán los ${request.recordRows.length} registros de la persona: dejarán de aparecer en listas, búsquedas, exportaciones y reportes, y no se le podrán enviar mensajes. Los totales no cambian. ¿Continuar?`,
      okText: 'Bloquear datos',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: () => block.mutateAsync(),
    });
  return (
    <Card title="Cancelación" data-testid="arco-blocking">
      {request.blocking ? (
        <Alert
          type="warning"
          showIcon
          message={`Datos bloqueados el ${formatDateTime(request.blocking.blockedAt)} por ${request.blocking.blockedBy ?? '—'}`}
          description={`${request.blocking.records === 1 ? '1 registro bloqueado' : `${request.blocking.records} registros bloqueados`}: se conservan sin mostrarse ni usarse hasta su supresión.`}
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text>Primera etapa de la cancelación: los registros de la persona se conservan, pero nadie los ve ni los usa.</Typography.Text>
          {open ? (
            <Button danger type="primary" disabled={!request.recordRows.length} loading={block.isPending} onClick={confirm} style={{ alignSelf: 'flex-start' }}>
              Bloquear datos
            </Button>
          ) : null}
        </Flex>
      )}
    </Card>
  );
}
