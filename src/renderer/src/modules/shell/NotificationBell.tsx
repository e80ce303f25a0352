import { useEffect, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../../lib/bridge';
import { useSignedIn } from '../../lib/session';
import { discardNotification, notificationQueries } from './notificationQueries';
import { noticeHref } from './noticeHref';
import { formatDateTime } from '@shared/domain/dates';

/** The bell: red dot while anything is unread; selecting one discards it and opens its lead (a WhatsApp message: the lead's conversation). */
export function NotificationBell() {
  const { user } = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(notificationQueries.list(user.id));
  const [listOpen, setListOpen] = useState(false);
  const discard = useMutation({
    mutationFn: discardNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  });
  const open = (id: number, leadId: number | null) => {
    setListOpen(false);
    discard.mutate(id);
    // The native notification's click names the notice; its type and fleet lead are in the last poll.
    const notice = data.find((n) => n.id === id);
    const href = noticeHref(notice?.type, leadId, notice?.LeadFleetId ?? null);
    if (href) navigate(href);
  };

  // Each poll goes to the OS whole: main shows what this user was never shown (across restarts),
  // a flood as one summary; a click comes back here (a notice: its lead; a summary: this list).
  useEffect(() => {
    if (!data.length) return;
    const notices = data.map((n) => ({ id: n.id, type: n.type, title: n.title, body: n.description, leadId: n.LeadId }));
    void bridge['notify:poll']({ userId: user.id, notices }).catch(() => undefined);
  }, [data, user.id]);
  useEffect(() => bridge.on('notify:clicked', ({ id, leadId }) => open(id, leadId)));
  useEffect(() => bridge.on('notify:summaryClicked', () => setListOpen(true)), []);

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
    <Popover content={content} title="Notificaciones" trigger="click" placement="bottomRight" open={listOpen} onOpenChange={setListOpen}>
      <Badge dot={unread.length > 0} data-testid="notification-dot" offset={[-4, 4]}>
        <Button type="text" aria-label="Notificaciones" icon={<BellOutlined />} />
      </Badge>
    </Popover>
  );
}
