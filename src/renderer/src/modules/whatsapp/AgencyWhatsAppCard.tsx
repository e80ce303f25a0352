import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Spin, Table, Tag, Typography } from 'antd';
import { ApiOutlined, SaveOutlined, SyncOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { formatDateTime } from '@shared/domain/dates';
import { WHATSAPP_MSG } from '@shared/domain/whatsappMessages';
import { toast } from '../../ui/toast';
import { useSaveAgencyWhatsApp, useSyncTemplates, useTestAgencyWhatsApp } from './mutations';
import { whatsappQueries } from './queries';
import type { AgencyWhatsAppInput, ConnectionTest, Template } from './types';

/** A stored secret as it can be told apart: its last four characters (the API never returns the rest). */
const masked = (last4: string | null) => (last4 ? `••••${last4}` : undefined);

const CATEGORY_LABELS: Record<Template['category'], string> = { MARKETING: 'Marketing', UTILITY: 'Servicio', AUTHENTICATION: 'Autenticación' };

/**
 * Admin → agencia → WhatsApp (issue 53): the agency's number on Meta's WhatsApp Business Platform.
 * The access token and the app secret are write-only: the fields show '••••1234' (the stored one's
 * last four) and an empty field keeps it. The webhook URL and the verify token are what IT pastes
 * into Meta's console. 'Probar conexión' asks the Graph API and says in Spanish what is wrong;
 * 'Sincronizar plantillas' reads the approved templates the panels offer outside the 24-hour window.
 */
export function AgencyWhatsAppCard({ agencyId }: { agencyId: number }) {
  const config = useQuery(whatsappQueries.agency(agencyId));
  const save = useSaveAgencyWhatsApp(agencyId);
  const test = useTestAgencyWhatsApp(agencyId);
  const sync = useSyncTemplates(agencyId);
  const [form] = Form.useForm<AgencyWhatsAppInput>();
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ConnectionTest>();
  const [templates, setTemplates] = useState<Template[]>();
  const data = config.data;
  const refresh = () => config.refetch();

  const onFinish = (values: AgencyWhatsAppInput) => {
    // An empty secret field keeps the stored secret: it is not sent at all.
    const body: AgencyWhatsAppInput = {
      phoneNumberId: values.phoneNumberId,
      businessAccountId: values.businessAccountId,
      verifyToken: values.verifyToken,
      ...(values.accessToken ? { accessToken: values.accessToken } : {}),
      ...(values.appSecret ? { appSecret: values.appSecret } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        setError(undefined);
        form.setFieldsValue({ accessToken: '', appSecret: '' });
        toast.success(WHATSAPP_MSG.saved);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <WhatsAppOutlined style={{ color: '#25d366' }} /> WhatsApp
          {data ? data.configured ? <Tag color="green">Configurado</Tag> : <Tag>Sin configurar</Tag> : null}
        </Flex>
      }
      style={{ marginTop: 16 }}
      data-testid="whatsapp-card"
    >
      {config.isLoading ? <Spin /> : null}
      {config.isError ? <Alert type="error" showIcon title={config.error.message} /> : null}
      {data ? (
        <>
          {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
          <Form<AgencyWhatsAppInput>
            form={form}
            layout="vertical"
            initialValues={{ phoneNumberId: data.phoneNumberId ?? '', businessAccountId: data.businessAccountId ?? '', verifyToken: data.verifyToken ?? '' }}
            onFinish={onFinish}
          >
            <Flex gap={16} wrap>
              <Form.Item label="Phone number ID" name="phoneNumberId" rules={[{ required: true, message: 'Escribe el identificador que muestra Meta' }]} style={{ minWidth: 260, flex: 1 }}>
                <Input inputMode="numeric" autoComplete="off" />
              </Form.Item>
              <Form.Item label="WhatsApp Business Account ID" name="businessAccountId" rules={[{ required: true, message: 'Escribe el identificador que muestra Meta' }]} style={{ minWidth: 260, flex: 1 }}>
                <Input inputMode="numeric" autoComplete="off" />
              </Form.Item>
            </Flex>
            <Flex gap={16} wrap>
              <Form.Item
                label="Token de acceso"
                name="accessToken"
                extra={data.accessTokenLast4 ? 'Déjalo vacío para conservar el guardado.' : 'Obligatorio la primera vez.'}
                rules={data.accessTokenLast4 ? [] : [{ required: true, message: WHATSAPP_MSG.secretsRequired }]}
                style={{ minWidth: 260, flex: 1 }}
              >
                <Input.Password placeholder={masked(data.accessTokenLast4)} autoComplete="new-password" visibilityToggle={false} />
              </Form.Item>
              <Form.Item
                label="Secreto de la app"
                name="appSecret"
                extra={data.appSecretLast4 ? 'Déjalo vacío para conservar el guardado.' : 'Obligatorio la primera vez.'}
                rules={data.appSecretLast4 ? [] : [{ required: true, message: WHATSAPP_MSG.secretsRequired }]}
                style={{ minWidth: 260, flex: 1 }}
              >
                <Input.Password placeholder={masked(data.appSecretLast4)} autoComplete="new-password" visibilityToggle={false} />
              </Form.Item>
            </Flex>
            <Form.Item label="Token de verificación del webhook" name="verifyToken" rules={[{ required: true, message: 'Escribe el token de verificación' }]}>
              <Input autoComplete="off" />
            </Form.Item>
            <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label="URL del webhook (pégala en Meta)">
                <Typography.Text copyable code data-testid="whatsapp-webhook-url">
                  {data.webhookUrl}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Número">{data.displayPhoneNumber ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Última actualización">{data.updatedAt ? formatDateTime(data.updatedAt) : '-'}</Descriptions.Item>
            </Descriptions>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
                Guardar
              </Button>
              <Button
                icon={<ApiOutlined />}
                disabled={!data.configured}
                loading={test.isPending}
                onClick={() =>
                  test.mutate(undefined, {
                    onSuccess: (answer) => {
                      setResult(answer);
                      // The test reads the number as Meta shows it: the card's 'Número' follows.
                      void refresh();
                    },
                    onError: (e) => setResult({ ok: false, message: e.message }),
                  })
                }
              >
                Probar conexión
              </Button>
              <Button
                icon={<SyncOutlined />}
                disabled={!data.configured}
                loading={sync.isPending}
                onClick={() =>
                  sync.mutate(undefined, {
                    onSuccess: (list) => {
                      setTemplates(list);
                      toast.success(WHATSAPP_MSG.templatesSynced(list.length));
                    },
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                Sincronizar plantillas
              </Button>
            </Flex>
          </Form>
          {result ? (
            <Alert
              type={result.ok ? 'success' : 'error'}
              showIcon
              title={result.message}
              style={{ marginTop: 12 }}
              data-testid="whatsapp-test-result"
              closable
              onClose={() => setResult(undefined)}
            />
          ) : null}
          {templates ? (
            <Table<Template>
              style={{ marginTop: 12 }}
              size="small"
              rowKey={(t) => `${t.name}|${t.language}`}
              dataSource={templates}
              pagination={false}
              data-testid="whatsapp-templates"
              locale={{ emptyText: 'Meta no tiene plantillas aprobadas para esta cuenta' }}
              columns={[
                { title: 'Plantilla', dataIndex: 'name' },
                { title: 'Idioma', dataIndex: 'language', width: 90 },
                { title: 'Categoría', dataIndex: 'category', width: 130, render: (c: Template['category']) => CATEGORY_LABELS[c] },
                { title: 'Texto', dataIndex: 'body', ellipsis: true },
              ]}
            />
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
