import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Flex, Tooltip, Typography } from 'antd';
import { can } from '@shared/domain/permissions';
import { formatDateTime } from '@shared/domain/dates';
import { WHATSAPP_MSG } from '@shared/domain/whatsappMessages';
import { WHATSAPP_INBOX_COLUMNS } from '@shared/lists/whatsappInboxColumns';
import { useSignedIn } from '../../lib/session';
import { ButtonLink } from '../../ui/ButtonLink';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { AssignConversationModal } from './AssignConversationModal';
import { whatsappQueries } from './queries';
import { dayLabel, timeOfDay, waitingText, waPhone } from './whatsappTime';
import type { InboxFilter, InboxRow } from './types';

const FILTER_TABS: { key: InboxFilter; label: string }[] = [
  { key: 'unanswered', label: 'Sin responder' },
  { key: 'all', label: 'Todas' },
  { key: 'mine', label: 'Mías' },
];

/** The lead's page with its conversation open. */
export const conversationHref = (r: Pick<InboxRow, 'leadId' | 'fleetLeadId'>) =>
  r.leadId != null ? `/sells/leads/${r.leadId}?tab=whatsapp` : `/fleets/leads-flotilla/${r.fleetLeadId}?tab=whatsapp`;

/** Ticks each 30 s: the waiting times grow while the screen is open. */
function useClock(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Conversaciones' (issue 53): the WhatsApp inbox of the roles that answer leads, advisers and fleet
 * executives seeing their own (the API's record rule). Unanswered first, how long each client has
 * waited (red past the agency's SLA clock), 'Asignar' for the roles that hand conversations out,
 * 'Abrir' to the lead's conversation. Refreshed every 10 s.
 */
export function ConversationsPage() {
  const { role } = useSignedIn();
  const now = useClock();
  const listState = useListState(useLocalList({ page: 1, search: '', filter: 'all' as InboxFilter }), {
    tab: { of: (s) => s.filter, to: (tab) => ({ filter: tab as InboxFilter }) },
  });
  const { page, search, filter } = listState.state;
  const [assigning, setAssigning] = useState<InboxRow>();
  const query = useQuery(whatsappQueries.inbox({ page, filter, search }));
  const mayAssign = can(role, 'whatsapp:assign');

  const columns = [
    ...tableColumnsOf(WHATSAPP_INBOX_COLUMNS, undefined, {
      contactName: {
        render: (_: unknown, r: InboxRow) => (
          <Typography.Text strong={r.unread > 0}>{r.contactName}</Typography.Text>
        ),
      },
      lastMessageText: {
        ellipsis: true,
        render: (_: unknown, r: InboxRow) => (
          <span>
            <Typography.Text type="secondary">{r.lastDirection === 'out' ? 'Tú: ' : ''}</Typography.Text>
            {r.lastMessageText ?? '(sin texto)'}
            {r.lastMessageAt ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {' '}
                · {dayLabel(r.lastMessageAt, now)} {timeOfDay(r.lastMessageAt)}
              </Typography.Text>
            ) : null}
          </span>
        ),
      },
      waitingSince: {
        render: (_: unknown, r: InboxRow) => {
          if (!r.waitingSince) return <Typography.Text type="secondary">Respondida</Typography.Text>;
          const late = r.slaDueAt !== null && new Date(r.slaDueAt).getTime() < now;
          return (
            <Tooltip title={r.slaDueAt ? `Responder antes de ${formatDateTime(r.slaDueAt).slice(0, 16)}` : undefined}>
              <Typography.Text type={late ? 'danger' : undefined} strong={late} data-testid="wa-waiting" data-late={late ? 'true' : 'false'}>
                {waitingText(r.waitingSince, now)}
              </Typography.Text>
            </Tooltip>
          );
        },
      },
      phone: { render: (_: unknown, r: InboxRow) => waPhone(r.phone) },
      unread: { render: (_: unknown, r: InboxRow) => (r.unread > 0 ? <Badge count={r.unread} color="#25d366" /> : '-') },
    }),
    {
      key: 'actions',
      title: 'Acciones',
      width: mayAssign ? 170 : 90,
      render: (_: unknown, r: InboxRow) => (
        <Flex gap={8}>
          <ButtonLink size="small" to={conversationHref(r)}>
            Abrir
          </ButtonLink>
          {mayAssign ? (
            <Button size="small" onClick={() => setAssigning(r)}>
              Asignar
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <ListScreen<InboxRow>
      title={WHATSAPP_MSG.inboxTitle}
      search={{ ...listState.search, placeholder: 'Buscar por cliente o teléfono' }}
      tabs={{
        active: filter,
        items: FILTER_TABS,
        onChange: listState.onTab,
      }}
      columns={columns}
      rows={query.data?.data}
      rowKey="conversationId"
      rowHref={conversationHref}
      loading={query.isLoading}
      error={query.error}
      emptyText={filter === 'unanswered' ? 'No hay clientes esperando respuesta' : 'Sin conversaciones'}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
      tableLayout="fixed"
      scrollX={1040}
    >
      <AssignConversationModal row={assigning} onClose={() => setAssigning(undefined)} />
    </ListScreen>
  );
}
