import { Alert, Button, Flex } from 'antd';
import { OFFLINE_MSG } from '@shared/offlineMessages';

export interface DraftOfferProps {
  visible: boolean;
  onRecover(): void;
  onDiscard(): void;
}

/** 'Recuperar borrador' at the top of a form that has a kept draft. */
export function DraftOffer({ visible, onRecover, onDiscard }: DraftOfferProps) {
  if (!visible) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="draft-offer"
      title="Tienes un borrador sin guardar de este formulario."
      action={
        <Flex gap={8}>
          <Button size="small" type="primary" onClick={onRecover}>
            {OFFLINE_MSG.recoverDraft}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {OFFLINE_MSG.discardDraft}
          </Button>
        </Flex>
      }
    />
  );
}
