import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Spin, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { formatDateTime } from '@shared/domain/dates';
import type { AdfKey } from '@shared/schemas/importResponses';
import { api, getData } from '../../lib/apiClient';
import { toast } from '../../ui/toast';

const adfKeyQuery = (agencyId: number) => ({
  queryKey: ['admin', 'adf-key', agencyId] as const,
  queryFn: () => getData<AdfKey>(api.get(`/agency/${agencyId}/adf-key`)),
});

/** The key shown masked: its last four characters, so two admins can tell which one they hold. */
const masked = (secret: string) => `${'•'.repeat(16)}${secret.slice(-4)}`;

/**
 * The agency's ADF key (issue 29), on its screen for admins: the address portals and the brand post
 * ADF leads to, the key masked with 'Mostrar', and 'Rotar clave' — after confirming, the old key
 * stops working at once.
 */
export function AdfKeyCard({ agencyId }: { agencyId: number }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const key = useQuery(adfKeyQuery(agencyId));
  const rotate = useMutation({
    mutationFn: () => getData<AdfKey>(api.post(`/agency/${agencyId}/adf-key/rotate`, {})),
    onSuccess: (fresh) => {
      queryClient.setQueryData(adfKeyQuery(agencyId).queryKey, fresh);
      setShown(true);
      toast.success('Clave ADF rotada', 'La clave anterior ya no funciona: entrega la nueva a los portales.');
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Card title="Clave ADF (leads de portales y de la marca)" style={{ marginTop: 16 }} data-testid="adf-key-card">
      {key.isLoading ? <Spin /> : null}
      {key.isError ? <Alert type="error" showIcon title={key.error.message} /> : null}
      {key.data ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Dirección">
            <Typography.Text copyable code>
              {key.data.url}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Clave">
            <Flex gap={8} align="center" wrap>
              <Typography.Text code copyable={shown ? { text: key.data.secret } : false} data-testid="adf-key-value">
                {shown ? key.data.secret : masked(key.data.secret)}
              </Typography.Text>
              <Button size="small" icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setShown((s) => !s)}>
                {shown ? 'Ocultar' : 'Mostrar'}
              </Button>
              <Popconfirm
                title="¿Rotar la clave ADF?"
                description="La clave actual dejará de funcionar de inmediato."
                okText="Rotar clave"
                cancelText="Cancelar"
                onConfirm={() => rotate.mutateAsync()}
              >
                <Button size="small" danger icon={<SyncOutlined />} loading={rotate.isPending}>
                  Rotar clave
                </Button>
              </Popconfirm>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Última rotación">{formatDateTime(key.data.rotatedAt)}</Descriptions.Item>
          <Descriptions.Item label="Uso">
            <Typography.Text type="secondary">
              Envía un documento ADF 1.0 (XML) con POST a la dirección, con el encabezado <Typography.Text code>Authorization: Bearer &lt;clave&gt;</Typography.Text>.
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}
