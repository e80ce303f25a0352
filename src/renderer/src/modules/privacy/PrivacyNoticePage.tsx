import { useEffect, useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Checkbox, Col, Flex, Form, Input, Row, Spin, Switch, Table, Tag, Typography } from 'antd';
import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import type { PurposeRow } from '@shared/schemas/privacy';
import { privacyRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { ArcoDeadlineCard } from './ArcoDeadlineCard';
import { RetentionCard } from './RetentionCard';
import { privacyQueries } from './privacyQueries';

interface NoticeForm {
  integralText: string;
  simplifiedText: string;
}

/**
 * JAC Store > Aviso de privacidad (issue 54, admin): the agency's integral and simplified notice —
 * saving a change publishes a new version and keeps the old ones — and its purposes, each necessary
 * or voluntary (and, for a voluntary one, whether it is marketing).
 */
export function PrivacyNoticePage() {
  const client = useQueryClient();
  const state = useQuery(privacyQueries.notice());
  const [form] = Form.useForm<NoticeForm>();
  const [purposeName, setPurposeName] = useState('');
  const [purposeNecessary, setPurposeNecessary] = useState(false);
  const [purposeMarketing, setPurposeMarketing] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: privacyQueries.notice().queryKey });

  useEffect(() => {
    if (state.data?.notice) form.setFieldsValue({ integralText: state.data.notice.integralText, simplifiedText: state.data.notice.simplifiedText });
  }, [state.data?.notice, form]);

  const save = useMutation({
    mutationFn: (values: NoticeForm) => call(privacyRoutes.saveNotice, { body: { data: values } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void refresh();
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const addPurpose = useMutation({
    mutationFn: () => call(privacyRoutes.createPurpose, { body: { data: { name: purposeName, necessary: purposeNecessary, marketing: !purposeNecessary && purposeMarketing } } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setPurposeName('');
      setPurposeMarketing(false);
      setPurposeNecessary(false);
      void refresh();
    },
    onError: (error) => toast.error('Error', error.message),
  });
  const editPurpose = useMutation({
    mutationFn: (p: PurposeRow) => call(privacyRoutes.updatePurpose, { params: { id: p.id }, body: { data: { name: p.name, necessary: p.necessary, marketing: p.marketing, active: p.active } } }),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error('Error', error.message),
  });

  if (state.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (state.isError) return <Alert type="error" title={MSG.loadError} description={state.error.message} />;
  const notice = state.data?.notice ?? null;

  return (
    <div>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'JAC Store' }, { title: 'Aviso de privacidad' }]} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle style={{ marginTop: 0 }}>Aviso de privacidad</PageTitle>
        {notice ? (
          <Button icon={<ExportOutlined />} href={notice.url} target="_blank" rel="noopener">
            Ver aviso publicado
          </Button>
        ) : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card title={notice ? `Versión vigente: ${notice.version}` : 'Sin aviso publicado'}>
            <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
              <Form.Item name="simplifiedText" label="Aviso simplificado (se muestra en los formularios públicos)" rules={[{ required: true, message: 'Escriba el aviso simplificado' }]}>
                <Input.TextArea rows={3} maxLength={5000} showCount />
              </Form.Item>
              <Form.Item name="integralText" label="Aviso integral (la página pública)" rules={[{ required: true, message: 'Escriba el aviso integral' }]}>
                <Input.TextArea rows={14} maxLength={60000} />
              </Form.Item>
              <Typography.Paragraph type="secondary">
                Al guardar un cambio se publica una versión nueva; las anteriores se conservan y cada consentimiento guarda la versión que la persona vio.
              </Typography.Paragraph>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Guardar y publicar
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title="Finalidades" style={{ marginBottom: 16 }}>
            <Table<PurposeRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={state.data?.purposes}
              columns={[
                { key: 'name', title: 'Finalidad', dataIndex: 'name' },
                {
                  key: 'kind',
                  title: 'Tipo',
                  render: (_, p) => (
                    <>
                      <Tag color={p.necessary ? 'blue' : 'gold'}>{p.necessary ? 'Necesaria' : 'Voluntaria'}</Tag>
                      {p.marketing ? <Tag>Marketing</Tag> : null}
                    </>
                  ),
                },
                {
                  key: 'active',
                  title: 'Activa',
                  render: (_, p) => <Switch size="small" checked={p.active} aria-label={`Activa: ${p.name}`} onChange={(active) => editPurpose.mutate({ ...p, active })} />,
                },
              ]}
            />
            <Flex gap={8} wrap align="center" style={{ marginTop: 12 }}>
              <Input placeholder="Nueva finalidad" aria-label="Nueva finalidad" value={purposeName} maxLength={120} onChange={(e) => setPurposeName(e.target.value)} style={{ flex: '1 1 200px' }} />
              <Checkbox checked={purposeNecessary} onChange={(e) => setPurposeNecessary(e.target.checked)}>
                Necesaria
              </Checkbox>
              <Checkbox checked={purposeMarketing} disabled={purposeNecessary} onChange={(e) => setPurposeMarketing(e.target.checked)}>
                Marketing
              </Checkbox>
              <Button icon={<PlusOutlined />} disabled={!purposeName.trim()} loading={addPurpose.isPending} onClick={() => addPurpose.mutate()}>
                Agregar
              </Button>
            </Flex>
          </Card>
          <ArcoDeadlineCard />
          <RetentionCard />
          <Card title="Versiones publicadas">
            {state.data?.versions.length ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {state.data.versions.map((v) => (
                  <li key={v.version}>
                    Versión {v.version} · {formatDateTime(v.createdAt)}
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">Aún no hay versiones.</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
