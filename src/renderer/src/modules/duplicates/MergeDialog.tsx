import { useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Space, Typography } from 'antd';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { searchAdvisers, useCombineMutation, type AdviserOption, type Comparison } from './duplicateQueries';
import { SEARCH_BUTTON } from '../../ui/SearchBox';

export interface MergeDialogProps {
  open: boolean;
  comparison: Comparison;
  principalId: number | undefined;
  onClose(): void;
  onMerged(principalId: number): void;
}

/** 'Combinar leads': choose the owner from the two leads' advisers or by e-mail or name, then Combinar Leads. */
export function MergeDialog({ open, comparison, principalId, onClose, onMerged }: MergeDialogProps) {
  const [userId, setUserId] = useState<number>();
  const [found, setFound] = useState<AdviserOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string>();
  const combine = useCombineMutation();
  const own = [comparison.lead1.User, comparison.lead2.User].filter((u, i, all): u is NonNullable<typeof u> => !!u && all.findIndex((x) => x?.id === u.id) === i);
  const options = [...own.map((u) => ({ id: u.id, label: `${u.firstAndLastName} (${u.email})` })), ...found.filter((f) => !own.some((o) => o.id === f.id)).map((f) => ({ id: f.id, label: `${f.firstAndLastName} (${f.email})` }))];

  const search = async (value: string) => {
    if (!value.trim()) {
      toast.warning(MSG.searchTextRequired);
      return;
    }
    setSearching(true);
    try {
      setFound(await searchAdvisers(value.trim()));
    } catch (e) {
      toast.error(e instanceof Error ? e.message : MSG.genericError);
    } finally {
      setSearching(false);
    }
  };
  const submit = () => {
    setError(undefined);
    if (!principalId) return setError(MSG.selectPrincipal);
    if (!userId) return setError(MSG.chooseAdviser);
    const secondary = principalId === comparison.lead1.id ? comparison.lead2.id : comparison.lead1.id;
    combine.mutate(
      { PrincipalLeadId: principalId, SecondaryLeadId: secondary, UserId: userId },
      {
        onSuccess: (message) => {
          toast.success(typeof message === 'string' ? message : 'Leads combinados correctamente');
          onMerged(principalId);
        },
        onError: () => setError(MSG.genericError),
      },
    );
  };
  return (
    <Modal
      open={open}
      title="Combinar leads"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancelar
        </Button>,
        <Button key="ok" type="primary" loading={combine.isPending} onClick={submit}>
          Combinar Leads
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Lead principal: {principalId ? `#${principalId}` : <Typography.Text type="danger">{MSG.selectPrincipal}</Typography.Text>}
      </Typography.Paragraph>
      <Typography.Text strong>Asesor del lead combinado</Typography.Text>
      <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar" placeholder="Buscar asesor por correo o nombre" loading={searching} onSearch={search} style={{ margin: '8px 0' }} />
      <Radio.Group value={userId} onChange={(e) => setUserId(e.target.value as number)}>
        <Space orientation="vertical">
          {options.map((o) => (
            <Radio key={o.id} value={o.id}>
              {o.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
