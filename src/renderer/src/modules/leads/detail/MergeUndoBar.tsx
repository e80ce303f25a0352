import { Alert, Button, Popconfirm } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MERGE_MSG } from '@shared/domain/duplicateMessages';
import { duplicateRoutes } from '@shared/contracts/duplicateContracts';
import { callData } from '../../../lib/apiCall';
import { toast } from '../../../ui/toast';
import { dateTime } from '../format';

/**
 * In the merged lead's history (issue 30): each merge into it that can still be undone (30 days),
 * with 'Deshacer combinación'. Shown to those who merge (duplicates:manage).
 */
export function MergeUndoBar({ leadId }: { leadId: number }) {
  const client = useQueryClient();
  const merges = useQuery({
    queryKey: ['lead-merges', leadId],
    queryFn: () => callData(duplicateRoutes.merges, { params: { leadId } }),
  });
  const undo = useMutation({
    mutationFn: (id: number) => callData(duplicateRoutes.undoMerge, { params: { id } }),
    onSuccess: (data) => {
      toast.success(data.message);
      void client.invalidateQueries();
    },
    onError: (e) => toast.error(e.message),
  });
  const open = (merges.data ?? []).filter((m) => m.undoable);
  if (open.length === 0) return null;
  return (
    <>
      {open.map((m) => (
        <Alert
          key={m.id}
          type="info"
          showIcon
          data-testid="merge-undo"
          title={`${MERGE_MSG.mergedInto.replace('{lead}', String(m.secondaryId))} (${m.secondaryName}), ${dateTime(m.createdAt)}`}
          action={
            <Popconfirm title={MERGE_MSG.undoConfirm} okText="Sí" cancelText="No" onConfirm={() => undo.mutate(m.id)}>
              <Button size="small" loading={undo.isPending}>
                {MERGE_MSG.undoAction}
              </Button>
            </Popconfirm>
          }
        />
      ))}
    </>
  );
}
