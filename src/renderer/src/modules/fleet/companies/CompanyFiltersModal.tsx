import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select } from 'antd';
import { can } from '@shared/domain/permissions';
import { useSignedIn } from '../../../lib/session';
import { companyFilters, COMPANY_FILTER_DEFAULTS, type CompanyFilters } from '../shared/fleetStore';
import { companyQueries } from './queries';
import { ExecutiveFilterItem } from '../shared/ExecutiveFilterItem';

type Draft = Pick<CompanyFilters, 'user' | 'lineOfBusiness' | 'status'>;

/** The company list's filter modal (spec part 2 §3): user (not for fleet-executive), line of business, status. */
export function CompanyFiltersModal({ onClose }: { onClose(): void }) {
  const { role } = useSignedIn();
  const current = companyFilters.read();
  const [draft, setDraft] = useState<Draft>({ user: current.user, lineOfBusiness: current.lineOfBusiness, status: current.status });
  const showUser = role !== undefined && can(role, 'fleet:filterUser');
  const catalogs = useQuery(companyQueries.catalogs());

  const apply = () => {
    companyFilters.write({ ...draft, user: showUser ? draft.user : undefined, page: 1 });
    onClose();
  };
  const clear = () => {
    companyFilters.write({ user: COMPANY_FILTER_DEFAULTS.user, lineOfBusiness: undefined, status: undefined, page: 1 });
    onClose();
  };

  return (
    <Modal
      open
      title="Filtros"
      onCancel={onClose}
      footer={[
        <Button key="clear" onClick={clear}>
          Limpiar filtros
        </Button>,
        <Button key="apply" type="primary" onClick={apply}>
          Aplicar
        </Button>,
      ]}
    >
      <Form layout="vertical">
        {showUser ? (
          <ExecutiveFilterItem id="company-filter-user" users={catalogs.data?.Users} loading={catalogs.isLoading} value={draft.user} onChange={(user) => setDraft({ ...draft, user })} />
        ) : null}
        <Form.Item label="Giro" htmlFor="company-filter-sector">
          <Select
            id="company-filter-sector"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={catalogs.isLoading}
            value={draft.lineOfBusiness}
            onChange={(lineOfBusiness?: number) => setDraft({ ...draft, lineOfBusiness })}
            options={(catalogs.data?.CompanySectors ?? []).map((s) => ({ value: s.id, label: s.description }))}
            placeholder="Todos"
          />
        </Form.Item>
        <Form.Item label="Estatus" htmlFor="company-filter-status">
          <Select
            id="company-filter-status"
            allowClear
            value={draft.status}
            onChange={(status: Draft['status']) => setDraft({ ...draft, status })}
            options={[
              { value: 'ACTIVO', label: 'Activo' },
              { value: 'INACTIVO', label: 'Inactivo' },
            ]}
            placeholder="Todos"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
