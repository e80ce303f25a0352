import { useEffect } from 'react';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../../lib/bridge';
import { useSignedIn } from '../../lib/session';
import { discardNotification, notificationQueries } from './notificationQueries';
import { formatDateTime } from '@shared/domain/dates';

/** The bell: red dot while anything is unread; selecting one discards it and opens its lead. */
export function NotificationBell() {
  const { user } = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(notificationQueries.list(user.id));
  const discard = useMutation({
    mutationFn: discardNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  });
  const open = (id: number, leadId: number | null) => {
    discard.mutate(id);
    if (leadId) navigate(`/sells/leads/${leadId}`);
  };

  // The OS shows each unread one once (main remembers which); a click comes back here.
  useEffect(() => {
    for (const n of data) void bridge['notify:show']({ id: n.id, title: n.title, body: n.description, leadId: n.LeadId }).catch(() => undefined);
  }, [data]);
  useEffect(() => bridge.on('notify:clicked', ({ id, leadId }) => open(id, leadId)));

  const unread = data.filter((n) => !n.readen);
  const content = (
    <div style={{ width: 340, maxHeight: 400, overflowY: 'auto' }} data-testid="notification-list">
      {data.length === 0 ? (
        <Empty description="Sin notificaciones" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={data}
          renderItem={(n) => (
            <List.Item style={{ cursor: 'pointer' }} onClick={() => open(n.id, n.LeadId)}>
              <List.Item.Meta
                title={n.title}
                description={
                  <>
                    <div>{n.description}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(n.createdAt)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
  return (
    <Popover content={content} title="Notificaciones" trigger="click" placement="bottomRight">
      <Badge dot={unread.length > 0} data-testid="notification-dot" offset={[-4, 4]}>
        <Button type="text" aria-label="Notificaciones" icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
