import { useState } from 'react';
import { Alert, Button, Input, Space, Table, Tabs, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { isRole, ROLE_LABELS } from '@shared/domain/roles';
import { PAGE_SIZE } from '@shared/domain/constants';
import { MSG } from '@shared/messages';
import type { UserRow } from './adminTypes';
import { OutboxPanel } from './OutboxPanel';
import { adminQueries } from './queries';
import { lazyDialog } from '../../ui/lazyDialog';

const DisableUserModal = lazyDialog(() => import('./DisableUserModal'), 'DisableUserModal', (p) => p.user !== undefined);
import { PageTitle } from '../../ui/PageTitle';
import { SEARCH_BUTTON } from '../../ui/SearchBox';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { pagerItemRender } from '../../ui/pagerItemRender';

function UsersTable() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [disabling, setDisabling] = useState<UserRow>();
  const query = useQuery(adminQueries.userList(page, search));
  return (
    <>
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar"
          allowClear
          placeholder="Buscar por nombre o correo"
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        <Button type="primary" onClick={() => navigate('/admin/register')}>
          Registrar nuevo usuario
        </Button>
      </Space>
      {query.isError ? (
        <Alert type="error" message={MSG.listError} />
      ) : (
        <Table<UserRow>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data?.data}
          onRow={rowLinkProps()}
          pagination={{ itemRender: pagerItemRender, current: page, total: query.data?.total, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false }}
          columns={withRowLink<UserRow>([
            {
              title: 'Nombre y Puesto',
              key: 'name',
              render: (_, u) => (
                <div>
                  <div>{u.firstAndLastName}</div>
                  <Typography.Text type="secondary">{u.position ?? '-'}</Typography.Text>
                </div>
              ),
            },
            { title: 'Correo', dataIndex: 'email' },
            { title: 'Rol de Usuario', key: 'role', render: (_, u) => (isRole(u.UserRole.slug) ? ROLE_LABELS[u.UserRole.slug] : u.UserRole.description) },
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
          ], (u) => `/admin/edit-user/${u.id}`)}
        />
      )}
      <DisableUserModal user={disabling} onClose={() => setDisabling(undefined)} />
    </>
  );
}

/** /admin/users: the users table, and the outbox of credentials mails. */
export function UsersPage() {
  return (
    <div>
      <PageTitle>Usuarios</PageTitle>
      <Tabs
        items={[
          { key: 'users', label: 'Usuarios', children: <UsersTable /> },
          { key: 'outbox', label: 'Correos enviados', children: <OutboxPanel /> },
        ]}
      />
    </div>
  );
}
