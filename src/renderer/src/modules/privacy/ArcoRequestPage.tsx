import { useState } from 'react';
import { Breadcrumb, Button, Card, Descriptions, Flex, Input, Modal, Spin, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@shared/domain/dates';
import { ARCO_IDENTITY_METHODS, ARCO_STATES, ARCO_TYPES, ARCO_MSG, type ArcoState } from '@shared/domain/arcoMessages';
import { arcoClockText } from '@shared/lists/arcoRequestColumns';
import type { ArcoRecordRow } from '@shared/schemas/arcoRequests';
import { arcoRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { PageTitle } from '../../ui/PageTitle';
import { RecordLoadFailure } from '../../ui/RecordLoadFailure';
import { toast } from '../../ui/toast';
import { AccessFileCard } from './AccessFileCard';
import { OppositionCard } from './OppositionCard';
import { BlockingCard } from './BlockingCard';
import { RectificationCell } from './RectificationCell';
import { ARCO_ROUTE } from './ArcoRequestsPage';
import { privacyQueries } from './privacyQueries';

/** The buttons that move a request on; improcedente asks for its reason first. */
const ACTION_LABELS: Record<ArcoState, string> = {
  recibida: 'Recibida',
  'en-tramite': 'Pasar a en trámite',
  respondida: 'Marcar como respondida',
  improcedente: 'Declarar improcedente',
};

/**
 * One ARCO request: the person, the right, the identity check, the deadline clock, the records of the
 * person it concerns, and the moves it may still make (en trámite, respondida with the answer given,
 * improcedente with its reason).
 */
export function ArcoRequestPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const query = useQuery(privacyQueries.arcoDetail(id));
  const [asking, setAsking] = useState<ArcoState>();
  const [text, setText] = useState('');
  const move = useMutation({
    mutationFn: (input: { state: ArcoState; reason?: string; response?: string }) => call(arcoRoutes.changeState, { params: { id }, body: { data: input } }),
    onSuccess: async (answer) => {
      client.setQueryData(privacyQueries.arcoDetail(id).queryKey, answer.data);
      await client.invalidateQueries({ queryKey: [...privacyQueries.arcoRequests(), 'list'] });
      toast.success(answer.message);
      setAsking(undefined);
      setText('');
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const crumbs = <Breadcrumb items={[{ title: 'Ventas' }, { title: <Link to={ARCO_ROUTE}>Solicitudes ARCO</Link> }, { title: `Folio ${id}` }]} />;

  if (query.isLoading) return <Spin />;
  if (!query.data) return <RecordLoadFailure crumbs={crumbs} error={query.error} notFoundTitle={ARCO_MSG.notFound} back={{ to: ARCO_ROUTE, label: 'Volver a Solicitudes ARCO' }} />;
  const r = query.data;

  return (
    <Flex vertical gap={16}>
      {crumbs}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle>
          Solicitud ARCO {r.id}: {ARCO_TYPES[r.type]}
        </PageTitle>
        <Flex gap={8} wrap>
          {r.nextStates.map((s) => (
            <Button key={s} danger={s === 'improcedente'} type={s === 'respondida' ? 'primary' : 'default'} loading={move.isPending && move.variables?.state === s} onClick={() => (s === 'en-tramite' ? move.mutate({ state: s }) : setAsking(s))}>
              {ACTION_LABELS[s]}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Persona">{r.personName}</Descriptions.Item>
          <Descriptions.Item label="Contacto">{[r.personPhone, r.personEmail].filter(Boolean).join(' · ')}</Descriptions.Item>
          <Descriptions.Item label="Estado">
            <Tag>{ARCO_STATES[r.state]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Plazo">{r.businessDaysLeft === null ? `Atendida el ${r.answeredAt ? formatDateTime(r.answeredAt) : '—'}` : `${arcoClockText(r)} (vence el ${formatDate(String(r.dueOn))})`}</Descriptions.Item>
          <Descriptions.Item label="Recibida">{formatDate(String(r.receivedOn))}</Descriptions.Item>
          <Descriptions.Item label="Atiende">{r.handlerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Identidad verificada con">
            {ARCO_IDENTITY_METHODS[r.identityMethod]}
            {r.identityNote ? ` — ${r.identityNote}` : ''} (verificó {r.identityCheckedBy ?? '—'})
          </Descriptions.Item>
          {r.description ? <Descriptions.Item label="Lo que pide">{r.description}</Descriptions.Item> : null}
          {r.response ? <Descriptions.Item label="Respuesta">{r.response}</Descriptions.Item> : null}
          {r.reason ? <Descriptions.Item label="Motivo de improcedencia">{r.reason}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      {r.type === 'acceso' ? <AccessFileCard request={r} /> : null}
      {r.type === 'oposicion' ? <OppositionCard request={r} /> : null}
      {r.type === 'cancelacion' ? <BlockingCard request={r} /> : null}
      <Card title={`Registros de la persona (${r.recordRows.length})`}>
        <Table<ArcoRecordRow>
          size="small"
          pagination={false}
          rowKey={(x) => `${x.kind}:${x.id}`}
          dataSource={r.recordRows}
          locale={{ emptyText: 'La solicitud no tiene registros vinculados' }}
          columns={[
            { title: 'Registro', key: 'kind', render: (_, x) => (x.kind === 'lead' && !r.blocking ? <Link to={`/sells/leads/${x.id}`}>{`${x.kindLabel} #${x.id}`}</Link> : `${x.kindLabel} #${x.id}`) },
            { title: 'Nombre', dataIndex: 'name' },
            { title: 'Contacto', key: 'contact', render: (_, x) => [x.phone, x.email].filter(Boolean).join(' · ') || '—' },
            { title: 'Coincide por', key: 'reasons', render: (_, x) => x.reasons.join(', ') },
            ...(r.type === 'rectificacion' ? [{ title: 'Corrección', key: 'rectification', render: (_: unknown, x: ArcoRecordRow) => <RectificationCell request={r} record={x} /> }] : []),
          ]}
        />
        {r.type === 'rectificacion' ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Las correcciones se hacen en la pantalla de edición de cada registro ('Corregir'); después, 'Registrar corrección' anota en la solicitud qué se corrigió.
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Modal
        open={!!asking}
        title={asking ? ACTION_LABELS[asking] : ''}
        okText="Guardar"
        cancelText="Cancelar"
        confirmLoading={move.isPending}
        onCancel={() => setAsking(undefined)}
        onOk={() => asking && move.mutate(asking === 'improcedente' ? { state: asking, reason: text.trim() } : { state: asking, response: text.trim() || undefined })}
      >
        <Typography.Paragraph>{asking === 'improcedente' ? 'Motivo por el que la solicitud es improcedente' : 'Respuesta comunicada a la persona (opcional)'}</Typography.Paragraph>
        <Input.TextArea aria-label={asking === 'improcedente' ? 'Motivo' : 'Respuesta'} rows={4} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} />
      </Modal>
    </Flex>
  );
}
