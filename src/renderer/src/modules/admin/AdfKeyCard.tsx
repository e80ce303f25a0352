import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Spin, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { formatDateTime } from '@shared/domain/dates';
import type { AdfKey, AdfKeyRotated } from '@shared/schemas/importResponses';
import { adfKeyRoutes } from '@shared/contracts/adfKeyContracts';
import { callData } from '../../lib/apiCall';
import { toast } from '../../ui/toast';

const adfKeyQuery = (agencyId: number) => ({
  queryKey: ['admin', 'adf-key', agencyId] as const,
  queryFn: (): Promise<AdfKey> => callData(adfKeyRoutes.key, { params: { id: agencyId } }),
});

/** The key as it can be told apart: its last four characters (the API keeps only a hash of the rest). */
const masked = (lastFour: string) => `${'•'.repeat(16)}${lastFour}`;

/**
 * The agency's ADF key (issues 29, 42), on its screen for admins: the address portals and the brand
 * post ADF leads to, the key's last four characters, and 'Rotar clave' — after confirming, the old
 * key stops working at once and the new one is shown this once, to copy (the API stores only its
 * hash, as API keys are kept).
 */
export function AdfKeyCard({ agencyId }: { agencyId: number }) {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<AdfKeyRotated>();
  const key = useQuery(adfKeyQuery(agencyId));
  const rotate = useMutation({
    mutationFn: (): Promise<AdfKeyRotated> => callData(adfKeyRoutes.rotate, { params: { id: agencyId }, body: {} }),
    onSuccess: (made) => {
      const { secret: _secret, ...seen } = made;
      queryClient.setQueryData(adfKeyQuery(agencyId).queryKey, seen);
      setFresh(made);
      toast.success('Clave ADF rotada', 'La clave anterior ya no funciona: entrega la nueva a los portales.');
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Card title="Clave ADF (leads de portales y de la marca)" style={{ marginTop: 16 }} data-testid="adf-key-card">
      {key.isLoading ? <Spin /> : null}
      {key.isError ? <Alert type="error" showIcon title={key.error.message} /> : null}
      {fresh ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="Copia la clave nueva ahora: no se volverá a mostrar"
          description={
            <Typography.Text code copyable={{ text: fresh.secret }} data-testid="adf-key-new">
              {fresh.secret}
            </Typography.Text>
          }
          closable
          onClose={() => setFresh(undefined)}
        />
      ) : null}
      {key.data ? (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Dirección">
            <Typography.Text copyable code>
              {key.data.url}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Clave">
            <Flex gap={8} align="center" wrap>
              <Typography.Text code data-testid="adf-key-value">
                {key.data.lastFour ? masked(key.data.lastFour) : 'Sin clave: rótala para crear una'}
              </Typography.Text>
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
          <Descriptions.Item label="Última rotación">{key.data.rotatedAt ? formatDateTime(key.data.rotatedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="Uso">
            <Typography.Text type="secondary">
              Envía un documento ADF 1.0 (XML) con POST a la dirección, con el encabezado <Typography.Text code>Authorization: Bearer &lt;clave&gt;</Typography.Text>.
              La clave solo se muestra al rotarla; si se pierde, rótala y entrega la nueva.
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Card>
  );
}
