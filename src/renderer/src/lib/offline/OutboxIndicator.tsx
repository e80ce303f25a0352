import { useEffect, useSyncExternalStore } from 'react';
import { Badge, Button, Flex, List, Popover, Tag, Typography } from 'antd';
import { CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { OFFLINE_MSG } from '@shared/offlineMessages';
import { connectivity } from './connectivity';
import { activateOutbox, dropOutboxItem, flushOutbox, outbox } from './outbox';

const hhmm = (at: number) => new Date(at).toLocaleTimeString('es-MX', { hour: '2-digit', minute: '2-digit', hour12: false });

export interface OutboxIndicatorProps {
  userId: number;
}

/**
 * The header's word on the connection: 'Sin conexión · datos de las 11:04' while the API cannot be
 * reached, and the saves waiting in the outbox ('Pendiente de enviar', 'Requiere atención') with
 * their count; a click lists them.
 */
export function OutboxIndicator({ userId }: OutboxIndicatorProps) {
  const items = useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  const net = useSyncExternalStore(connectivity.subscribe, connectivity.snapshot);
  useEffect(() => {
    void activateOutbox(userId);
    return () => void activateOutbox(null);
  }, [userId]);
  const pending = items.filter((i) => i.status === 'pending').length;
  const attention = items.length - pending;
  if (!items.length && !net.offline) return null;
  const list = (
    <List
      size="small"
      style={{ width: 340 }}
      dataSource={[...items]}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Button key="x" size="small" type="link" danger onClick={() => void dropOutboxItem(item.key)}>
              Descartar
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <Flex gap={6} align="center">
                <Tag color={item.status === 'pending' ? 'gold' : 'red'}>{item.status === 'pending' ? OFFLINE_MSG.pending : OFFLINE_MSG.needsAttention}</Tag>
                {item.label}
              </Flex>
            }
            description={item.message ?? `Guardado a las ${hhmm(item.createdAt)}`}
          />
        </List.Item>
      )}
    />
  );
  return (
    <Flex align="center" gap={8} data-testid="outbox-indicator">
      {net.offline && (
        <Typography.Text type="warning" data-testid="offline-notice">
          <DisconnectOutlined aria-hidden /> {net.lastAnswerAt ? OFFLINE_MSG.offlineSince(hhmm(net.lastAnswerAt)) : 'Sin conexión'}
        </Typography.Text>
      )}
      {items.length > 0 && (
        <Popover trigger="click" content={list} title="Envíos pendientes">
          <Badge count={items.length} size="small" color={attention ? 'red' : 'gold'}>
            <Button type="text" size="small" icon={<CloudSyncOutlined aria-hidden />} onClick={() => void flushOutbox()}>
              {attention ? `${OFFLINE_MSG.needsAttention} (${attention})` : `${OFFLINE_MSG.pending} (${pending})`}
            </Button>
          </Badge>
        </Popover>
      )}
    </Flex>
  );
}
