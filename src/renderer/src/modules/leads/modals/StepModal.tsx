import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, Result } from 'antd';
import { MSG } from '@shared/messages';
import { useRefreshLeads } from '../queries';
import { DirtyFormScope } from '../../../ui/DirtyFormScope';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { DraftOffer } from '../../../lib/offline/DraftOffer';
import type { DraftControl } from '../../../lib/offline/useDraft';

export interface StepModalProps {
  open: boolean;
  title: string;
  /** Result texts (spec §8): the success title and text, and the failure title. */
  successTitle: string;
  successText?: string;
  failureTitle: string;
  submitLabel?: string;
  onClose(): void;
  /** Checks the form; returns the Spanish message to show, or null to go on. */
  validate(): string | null;
  submit(): Promise<unknown>;
  children: ReactNode;
  width?: number;
  /** The form's kept draft: 'Recuperar borrador' puts it back with `onRecover`. */
  draft?: { control: DraftControl<object>; onRecover(values: object): void };
}

type Phase = { step: 'form' } | { step: 'success' } | { step: 'queued' } | { step: 'failure'; message: string };

/** Every lead popup: a form step, then a result screen whose 'Cerrar' refreshes the lead and its lists. */
export function StepModal(props: StepModalProps) {
  const refresh = useRefreshLeads();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (): void => {
    if (phase.step !== 'form') void refresh();
    setPhase({ step: 'form' });
    setProblem(null);
    props.onClose();
  };

  const send = async (): Promise<void> => {
    const message = props.validate();
    setProblem(message);
    if (message) return;
    setBusy(true);
    try {
      const result = await props.submit();
      props.draft?.control.done();
      // Kept in the outbox (postOrQueue): the API could not be reached.
      setPhase((result as { queued?: boolean } | undefined)?.queued ? { step: 'queued' } : { step: 'success' });
    } catch (error) {
      setPhase({ step: 'failure', message: error instanceof Error ? error.message : MSG.genericError });
    } finally {
      setBusy(false);
    }
  };

  const footer =
    phase.step === 'form'
      ? [
          <Button key="cancel" onClick={close}>
            Cancelar
          </Button>,
          <Button key="ok" type="primary" loading={busy} onClick={() => void send()}>
            {props.submitLabel ?? 'Guardar'}
          </Button>,
        ]
      : [
          <Button key="close" type="primary" onClick={close}>
            Cerrar
          </Button>,
        ];

  return (
    <Modal open={props.open} title={props.title} onCancel={close} footer={footer} width={props.width} destroyOnHidden maskClosable={false}>
      {phase.step === 'form' ? (
        <>
          {props.draft && (
            <DraftOffer
              visible={props.draft.control.offered !== null}
              onRecover={() => {
                const kept = props.draft?.control.take();
                if (kept) props.draft?.onRecover(kept);
              }}
              onDiscard={props.draft.control.discard}
            />
          )}
          <DirtyFormScope active={props.open && phase.step === 'form'}>{props.children}</DirtyFormScope>
          {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
        </>
      ) : phase.step === 'queued' ? (
        <Result status="info" title={OFFLINE_MSG.pending} subTitle={OFFLINE_MSG.savedOffline} />
      ) : phase.step === 'success' ? (
        <Result status="success" title={props.successTitle} subTitle={props.successText} />
      ) : (
        <Result status="error" title={props.failureTitle} subTitle={phase.message} />
      )}
    </Modal>
  );
}
