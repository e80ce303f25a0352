import { useState } from 'react';
import { Button, Card, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_COLUMNS } from '@shared/lists/userColumns';
import type { UserRow } from './adminTypes';
import { OutboxPanel } from './OutboxPanel';
import { adminQueries } from './queries';
import { lazyDialog } from '../../ui/lazyDialog';

const DisableUserModal = lazyDialog(() => import('./DisableUserModal'), 'DisableUserModal', (p) => p.user !== undefined);
import { PageTitle } from '../../ui/PageTitle';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';

function UsersTable() {
  const navigate = useNavigate();
  const listState = useListState(useLocalList({ page: 1, search: '' }));
  const { page, search } = listState.state;
  const [disabling, setDisabling] = useState<UserRow>();
  const query = useQuery(adminQueries.userList(page, search));
  return (
    <ListScreen<UserRow>
      bare
      search={{ ...listState.search, placeholder: 'Buscar por nombre o correo' }}
      views={listState.views}
      actions={
        <Button type="primary" onClick={() => navigate('/admin/register')}>
          Registrar nuevo usuario
        </Button>
      }
      columns={[
        // Titles and cells from the list's one declaration (shared/lists/userColumns.ts); the position and 'Dar de Baja' are the screen's own.
        ...tableColumnsOf<UserRow>(USER_COLUMNS, undefined, {
          firstAndLastName: {
            render: (_, u) => (
              <div>
                <div>{u.firstAndLastName}</div>
                <Typography.Text type="secondary">{u.position ?? '-'}</Typography.Text>
              </div>
            ),
          },
        }),
        {
          title: 'Dar de Baja',
          key: 'disable',
          render: (_, u) => (
            <Button
              danger
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setDisabling(u);
              }}
            >
              Dar de Baja
            </Button>
          ),
        },
      ]}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(u) => `/admin/edit-user/${u.id}`}
      loading={query.isLoading}
      error={query.error}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    >
      <DisableUserModal user={disabling} onClose={() => setDisabling(undefined)} />
    </ListScreen>
  );
}

/** /admin/users: the users table, and the outbox of credentials mails. */
export function UsersPage() {
  return (
    <Card>
      <PageTitle>Usuarios</PageTitle>
      <Tabs
        items={[
          { key: 'users', label: 'Usuarios', children: <UsersTable /> },
          { key: 'outbox', label: 'Correos enviados', children: <OutboxPanel /> },
        ]}
      />
    </Card>
  );
}
