import { useState } from 'react';
import { Alert, Button, Input, Modal } from 'antd';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { toast } from '../../../../ui/toast';
import { useFollowUpMutation } from '../mutations';

/** 'Seguimiento de actividad' (spec part 2 §2, §5): a comment on an open activity; empty: 'Debes escribir un comentario'. */
export function FollowUpModal({ leadId, activityId, onClose }: { leadId: number; activityId: number; onClose(): void }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useFollowUpMutation(leadId);
  const submit = () => {
    if (!comment.trim()) {
      setProblem(FLEET_MSG.writeComment);
      return;
    }
    save.mutate(
      { activityId, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(FLEET_MSG.commentSaved);
          onClose();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  return (
    <Modal
      open
      title={FLEET_MSG.followUpTitle}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {FLEET_MSG.close}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={submit}>
          {FLEET_MSG.save}
        </Button>,
      ]}
    >
      <Input.TextArea
        aria-label="Comentario"
        rows={4}
        maxLength={1000}
        showCount
        value={comment}
        onChange={(e) => (setProblem(null), setComment(e.target.value))}
        style={{ marginBottom: 8 }}
      />
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}
