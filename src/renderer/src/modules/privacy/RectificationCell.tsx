import { useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@shared/domain/dates';
import type { ArcoRecordRow, ArcoRequestDetail } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

/** The record's own screen, where a correction is made under that screen's rules and history. */
const EDIT_SCREEN: Partial<Record<ArcoRecordRow['kind'], (id: number) => string>> = {
  lead: (id) => `/sells/leads/${id}`,
  'fleet-lead': (id) => `/fleets/leads-flotilla/${id}`,
};

/**
 * A rectification request's record: 'Corregir' opens the record's edit screen; once corrected there,
 * 'Registrar corrección' writes on the request what changed (who and when come from the session), so
 * the request shows, record by record, how it was answered. A failed save keeps the text typed.
 */
export function RectificationCell({ request, record }: { request: ArcoRequestDetail; record: ArcoRecordRow }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: () => call(arcoRoutes.rectification, { params: { id: request.id }, body: { data: { kind: record.kind, id: record.id, note } } }),
    onSuccess: async (answer) => {
      client.setQueryData(privacyQueries.arcoDetail(request.id).queryKey, answer.data);
      await client.invalidateQueries({ queryKey: [...privacyQueries.arcoRequests(), 'list'] });
      toast.success(answer.message);
      setOpen(false);
      setNote('');
    },
    onError: (error) => toast.error('Error', error.message),
  });
  if (record.rectification) {
    return (
      <Typography.Text>
        {record.rectification.note}
        <Typography.Text type="secondary">{` (${formatDateTime(record.rectification.at)}, ${record.rectification.by ?? '—'})`}</Typography.Text>
      </Typography.Text>
    );
  }
  const answered = request.state === 'respondida' || request.state === 'improcedente';
  const edit = EDIT_SCREEN[record.kind];
  return (
    <Flex gap={8} wrap align="center">
      {edit ? <Link to={edit(record.id)}>Corregir</Link> : <Typography.Text type="secondary">Sin corregir</Typography.Text>}
      {answered ? null : (
        <Button size="small" onClick={() => setOpen(true)}>
          Registrar corrección
        </Button>
      )}
      <Modal
        open={open}
        title={`Corrección de ${record.kindLabel} #${record.id}`}
        okText="Registrar corrección"
        cancelText="Cancelar"
        okButtonProps={{ disabled: !note.trim() }}
        confirmLoading={save.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => save.mutate()}
      >
        <Typography.Paragraph>Qué se corrigió en el registro (los datos se corrigen en su propia pantalla de edición).</Typography.Paragraph>
        <Input.TextArea aria-label="Qué se corrigió" autoFocus rows={4} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Modal>
    </Flex>
  );
}
