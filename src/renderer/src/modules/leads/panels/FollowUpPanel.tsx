import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Popconfirm, Space, Typography } from 'antd';
import { CREDIT_PROVIDER_URL } from '@shared/domain/externalUrls';
import { can } from '@shared/domain/permissions';
import type { Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { useSignedIn } from '../../../lib/session';
import { bridge } from '../../../lib/bridge';
import { leadApi } from '../leadApi';
import type { Lead } from '../types';
import { useLeadAction } from './useLeadAction';
import { lazyDialog } from '../../../ui/lazyDialog';

const DemographicsModal = lazyDialog(() => import('../modals/SmallModals'), 'DemographicsModal');
const QuoteModal = lazyDialog(() => import('../modals/QuoteModal'), 'QuoteModal');

const DOCUMENTS = [
  { slug: 'envio-de-fichas-tecnicas', label: 'Fichas técnicas' },
  { slug: 'muestra-galeria', label: 'Galería' },
] as const;

/** Follow-up: demographics, documentation sent, quote, credit provider, Apartar (advances). */
export function FollowUpPanel({ lead, role }: { lead: Lead; role: Role }) {
  const { user } = useSignedIn();
  const action = useLeadAction();
  const [popup, setPopup] = useState<'demographics' | 'quote' | null>(null);
  const sent = new Set((lead.LeadActivities ?? []).map((a) => a.LeadActivityType?.slug));
  const [checked, setChecked] = useState<string[]>([]);
  const changed = checked.filter((slug) => !sent.has(slug));

  const saveDocs = (): Promise<void> =>
    action.run(
      'docs',
      async () => {
        // Only the boxes that changed create activities.
        for (const slug of changed) {
          const label = DOCUMENTS.find((d) => d.slug === slug)?.label ?? slug;
          await leadApi.activity({
            LeadId: lead.id,
            leadActivityType: slug,
            title: label,
            leadActivityChannelType: 'presencial',
            comments: `${label} enviadas`,
            status: '1',
            date: new Date().toISOString(),
            UserId: user.id,
          });
        }
        setChecked([]);
      },
      MSG.activitiesUpdated,
    );

  return (
    <Card size="small" title="Seguimiento">
      <Flex vertical gap={12}>
        {can(role, 'lead:demographics') ? <Button onClick={() => setPopup('demographics')}>Datos demográficos</Button> : null}
        {can(role, 'lead:documentation') ? (
          <div>
            <Typography.Text strong>Documentación enviada</Typography.Text>
            <Flex gap={12} align="center" wrap>
              {DOCUMENTS.map((d) => (
                <Checkbox
                  key={d.slug}
                  disabled={sent.has(d.slug)}
                  checked={sent.has(d.slug) || checked.includes(d.slug)}
                  onChange={(e) => setChecked((c) => (e.target.checked ? [...c, d.slug] : c.filter((x) => x !== d.slug)))}
                >
                  {d.label}
                </Checkbox>
              ))}
              <Button size="small" disabled={changed.length === 0} loading={action.busy === 'docs'} onClick={() => void saveDocs()}>
                Guardar documentación
              </Button>
            </Flex>
          </div>
        ) : null}
        <Space wrap>
          {can(role, 'lead:quote') ? <Button onClick={() => setPopup('quote')}>Cotización</Button> : null}
          <Button onClick={() => void bridge['external:open']({ url: CREDIT_PROVIDER_URL })}>Solicitud de crédito</Button>
          {can(role, 'lead:reserve') ? (
            <Popconfirm title="¿Apartar la unidad y pasar el lead a cierre?" okText="Sí" cancelText="No" onConfirm={() => action.run('reserve', () => leadApi.nextPhase(lead.id), MSG.phaseChanged)}>
              <Button type="primary" loading={action.busy === 'reserve'}>
                Apartar
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      </Flex>
      {popup === 'demographics' ? <DemographicsModal lead={lead} open onClose={() => setPopup(null)} /> : null}
      {popup === 'quote' ? <QuoteModal lead={lead} open onClose={() => setPopup(null)} /> : null}
    </Card>
  );
}
