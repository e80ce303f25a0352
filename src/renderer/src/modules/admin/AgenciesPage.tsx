import { useState } from 'react';
import { formatPhone } from '@shared/domain/phone';
import { Alert, Button, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZE } from '@shared/domain/constants';
import { MSG } from '@shared/messages';
import type { AgencyRow } from './adminTypes';
import { adminQueries } from './queries';
import { PageTitle } from '../../ui/PageTitle';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { pagerItemRender } from '../../ui/pagerItemRender';

/** /admin/agencies: the network's agencies, paged; a row opens the agency. */
export function AgenciesPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useQuery(adminQueries.agencyList(page));
  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <PageTitle style={{ margin: 0 }}>
          Agencias
        </PageTitle>
        <Space>
          <Button onClick={() => navigate('/admin/agencies/schedules')}>Configuración de horarios</Button>
          <Button type="primary" onClick={() => navigate('/admin/agencies/create')}>
            Registrar nueva agencia
          </Button>
        </Space>
      </Space>
      {query.isError ? (
        <Alert type="error" message={MSG.listError} />
      ) : (
        <Table<AgencyRow>
          rowKey="id"
          loading={query.isLoading}
          dataSource={query.data?.data}
          onRow={rowLinkProps()}
          pagination={{ itemRender: pagerItemRender, current: page, total: query.data?.total, pageSize: PAGE_SIZE, onChange: setPage, showSizeChanger: false }}
          columns={withRowLink<AgencyRow>([
            { title: 'Nombre Agencia', dataIndex: 'name' },
            { title: 'Razón Social', dataIndex: 'businessName' },
            { title: 'Gerente General', dataIndex: 'manager', render: (v: string | null) => v ?? '-' },
            { title: 'Teléfono', dataIndex: 'phone', render: (v: string | null) => formatPhone(v) },
            { title: 'Correo', dataIndex: 'email', render: (v: string | null) => v ?? '-' },
          ], (a) => `/admin/agencies/${a.id}`)}
        />
      )}
    </div>
  );
}
