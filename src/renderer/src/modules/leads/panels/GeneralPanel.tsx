import { useState } from 'react';
import { Button, Card, Dropdown, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { isWorkable } from '@shared/domain/phases';
import type { Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { leadApi } from '../leadApi';
import type { Lead } from '../types';
import { useLeadAction } from './useLeadAction';
import { lazyDialog } from '../../../ui/lazyDialog';

const FreezeModal = lazyDialog(() => import('../modals/DiscardModals'), 'FreezeModal');
const FutureSaleModal = lazyDialog(() => import('../modals/DiscardModals'), 'FutureSaleModal');
const EditInterestModal = lazyDialog(() => import('../modals/EditInterestModal'), 'EditInterestModal');
const EditLeadModal = lazyDialog(() => import('../modals/EditLeadModal'), 'EditLeadModal');
const ReassignModal = lazyDialog(() => import('../modals/SmallModals'), 'ReassignModal');

type Popup = 'editLead' | 'editInterest' | 'futureSale' | 'freeze' | 'reassign' | null;

/** Edit and discard only in workable phases; outside them 'Regresar a funnel' revives the lead. */
export function GeneralPanel({ lead, role }: { lead: Lead; role: Role }) {
  const action = useLeadAction();
  const [popup, setPopup] = useState<Popup>(null);
  const workable = isWorkable(lead.leadPhase.slug);
  const close = () => setPopup(null);
  return (
    <Card size="small" title="General">
      <Space wrap>
        {workable && can(role, 'lead:edit') ? (
          <Dropdown
            menu={{
              items: [
                { key: 'editLead', label: 'Editar datos del lead' },
                { key: 'editInterest', label: 'Editar interés' },
              ],
              onClick: ({ key }) => setPopup(key as Popup),
            }}
          >
            <Button>
              Editar <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
        {workable && can(role, 'lead:discard') ? (
          <Dropdown
            menu={{
              items: [
                { key: 'futureSale', label: 'Futura venta' },
                { key: 'freeze', label: 'Congelar' },
              ],
              onClick: ({ key }) => setPopup(key as Popup),
            }}
          >
            <Button>
              Descartar <DownOutlined />
            </Button>
          </Dropdown>
        ) : null}
        {can(role, 'lead:reassign') ? <Button onClick={() => setPopup('reassign')}>Reasignar</Button> : null}
        {!workable && can(role, 'lead:returnToFunnel') ? (
          <Popconfirm title="¿Regresar el lead al funnel?" okText="Sí" cancelText="No" onConfirm={() => action.run('revive', () => leadApi.revive(lead.id), MSG.returned)}>
            <Button type="primary" loading={action.busy === 'revive'}>
              Regresar a funnel
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {popup === 'editLead' ? <EditLeadModal lead={lead} open onClose={close} /> : null}
      {popup === 'editInterest' ? <EditInterestModal lead={lead} open onClose={close} /> : null}
      {popup === 'futureSale' ? <FutureSaleModal leadId={lead.id} open onClose={close} /> : null}
      {popup === 'freeze' ? <FreezeModal leadId={lead.id} open onClose={close} /> : null}
      {popup === 'reassign' ? <ReassignModal lead={lead} open onClose={close} /> : null}
    </Card>
  );
}
