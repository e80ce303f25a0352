import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Form, Modal, Row, Select } from 'antd';
import { TypedRangePicker } from '../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { can } from '@shared/domain/permissions';
import { FLEET_LEAD_STATUSES, FLEET_LEAD_STATUS_LABELS, FLEET_QUANTITY_BUCKETS } from '@shared/domain/fleetConstants';
import { useSignedIn } from '../../../lib/session';
import { clearedLeadFilters, fleetLeadFilters, type FleetLeadFilters } from '../shared/fleetStore';
import { leadFleetQueries } from './queries';
import { FLEET_LEAD_COLUMNS } from '@shared/lists/fleetLeadColumns';
import { DeclaredFilterFields } from '../../../ui/list/DeclaredFilterFields';
import { ExecutiveFilterItem } from '../shared/ExecutiveFilterItem';

type Draft = Omit<FleetLeadFilters, 'search' | 'page' | 'sortBy'>;
type Range = [Dayjs | null, Dayjs | null] | null;

const toRange = (a: string | undefined, b: string | undefined): Range => (a || b ? [a ? dayjs(a) : null, b ? dayjs(b) : null] : null);
const fromRange = (r: Range): [string | undefined, string | undefined] => [r?.[0]?.format('YYYY-MM-DD'), r?.[1]?.format('YYYY-MM-DD')];

/**
 * Every lead filter of spec part 2 §3: products, stores, executive (not for fleet-executive),
 * creation date range, company, quantity bucket, status, the frozen leads (CONGELADO is not a tab, so
 * it is chosen here), and the filters the list's columns declare (last activity, expected purchase, budget).
 */
export function FleetLeadFiltersModal({ onClose }: { onClose(): void }) {
  const { role } = useSignedIn();
  const { search: _s, page: _p, sortBy: _o, ...current } = fleetLeadFilters.read();
  const [d, setD] = useState<Draft>(current);
  const showUser = role !== undefined && can(role, 'fleet:filterUser');
  const catalogs = useQuery(leadFleetQueries.catalogs());

  const apply = () => {
    fleetLeadFilters.write({ ...d, UserId: showUser ? d.UserId : undefined, page: 1 });
    onClose();
  };
  const clear = () => {
    fleetLeadFilters.write({ ...clearedLeadFilters(d), phase: d.phase === 'CONGELADO' ? 'TODO' : d.phase, page: 1 });
    onClose();
  };
  const frozen = d.phase === 'CONGELADO';

  return (
    <Modal
      open
      title="Filtros"
      width={720}
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
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item label="Modelos" htmlFor="fleet-filter-products">
              <Select
                id="fleet-filter-products"
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={catalogs.isLoading}
                value={d.Products}
                onChange={(Products: number[]) => setD({ ...d, Products })}
                options={(catalogs.data?.products ?? []).map((p) => ({ value: p.id, label: p.name }))}
                placeholder="Todos"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Dealers" htmlFor="fleet-filter-stores">
              <Select
                id="fleet-filter-stores"
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={catalogs.isLoading}
                value={d.Stores}
                onChange={(Stores: number[]) => setD({ ...d, Stores })}
                options={(catalogs.data?.agencies ?? []).map((a) => ({ value: a.id, label: a.name }))}
                placeholder="Todos"
              />
            </Form.Item>
          </Col>
          {showUser ? (
            <Col xs={24} md={12}>
              <ExecutiveFilterItem id="fleet-filter-user" users={catalogs.data?.Users} loading={catalogs.isLoading} value={d.UserId} onChange={(UserId) => setD({ ...d, UserId })} />
            </Col>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item label="Empresa" htmlFor="fleet-filter-company">
              <Select
                id="fleet-filter-company"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={catalogs.isLoading}
                value={d.CompanyId}
                onChange={(CompanyId?: number) => setD({ ...d, CompanyId })}
                options={(catalogs.data?.Companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
                placeholder="Todas"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fecha de creación" htmlFor="fleet-filter-created">
              <TypedRangePicker
                id={{ start: 'fleet-filter-created' }}
                style={{ width: '100%' }}
                value={toRange(d.startDate, d.endDate)}
                onChange={(r) => {
                  const [startDate, endDate] = fromRange(r);
                  setD({ ...d, startDate, endDate });
                }}
              />
            </Form.Item>
          </Col>
          <DeclaredFilterFields list={FLEET_LEAD_COLUMNS} value={d} onChange={(patch) => setD({ ...d, ...patch })} idPrefix="fleet-filter" />
          <Col xs={24} md={12}>
            <Form.Item label="Cantidad de unidades" htmlFor="fleet-filter-quantity">
              <Select
                id="fleet-filter-quantity"
                allowClear
                value={d.quantity}
                onChange={(quantity?: number) => setD({ ...d, quantity })}
                options={FLEET_QUANTITY_BUCKETS.map((b) => ({ value: b.value, label: b.label }))}
                placeholder="Todas"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Estatus" htmlFor="fleet-filter-status">
              <Select
                id="fleet-filter-status"
                allowClear
                value={d.subStatus}
                onChange={(subStatus?: string) => setD({ ...d, subStatus })}
                options={FLEET_LEAD_STATUSES.map((s) => ({ value: s, label: FLEET_LEAD_STATUS_LABELS[s] }))}
                placeholder="Todos"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Checkbox checked={frozen} onChange={(e) => setD({ ...d, phase: e.target.checked ? 'CONGELADO' : 'TODO' })}>
              Ver solo leads congelados
            </Checkbox>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
