import { useState } from 'react';
import { Button, Modal, Result, Typography } from 'antd';
import { MSG, fill } from '@shared/messages';
import { toast } from '../../ui/toast';
import { useSaleStageMutation } from './saleMutations';
import type { Sale } from './saleQueries';

export interface ConfirmDeliveryModalProps {
  sale: Sale | undefined;
  onClose(): void;
}

/** 'Confirmar entrega': step 1/2 asks Si/Cancelar; step 2/2 shows the result with 'Cerrar'. */
export function ConfirmDeliveryModal({ sale, onClose }: ConfirmDeliveryModalProps) {
  const [done, setDone] = useState<'ok' | string | undefined>();
  const stage = useSaleStageMutation();
  const close = () => {
    setDone(undefined);
    stage.reset();
    onClose();
  };
  const confirm = () => {
    if (!sale) return;
    stage.mutate(
      { id: sale.id, stage: 'CLOSED' },
      {
        onSuccess: () => {
          setDone('ok');
          toast.success(MSG.saleConfirmed);
        },
        onError: (error) => {
          const message = fill(MSG.saleConfirmFailed, { message: error.message });
          setDone(message);
          toast.error(message);
        },
      },
    );
  };
  return (
    <Modal open={sale !== undefined} title="Confirmar entrega" onCancel={close} footer={null} destroyOnHidden>
      {done === undefined ? (
        <>
          <Typography.Text type="secondary">Paso 1/2</Typography.Text>
          <Typography.Paragraph>
            ¿Confirmas la entrega de la venta #{sale?.id} de {sale?.Lead.firstAndLastName}?
          </Typography.Paragraph>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={close}>Cancelar</Button>
            <Button type="primary" loading={stage.isPending} onClick={confirm}>
              Si
            </Button>
          </div>
        </>
      ) : (
        <>
          <Typography.Text type="secondary">Paso 2/2</Typography.Text>
          <Result
            status={done === 'ok' ? 'success' : 'error'}
            title={done === 'ok' ? MSG.saleConfirmed : done}
            extra={
              <Button type="primary" onClick={close}>
                Cerrar
              </Button>
            }
          />
        </>
      )}
    </Modal>
  );
}
