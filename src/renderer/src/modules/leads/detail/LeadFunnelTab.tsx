import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { can } from '@shared/domain/permissions';
import { isWorkable } from '@shared/domain/phases';
import type { Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { leadApi } from '../leadApi';
import { AppointmentsPanel } from '../panels/AppointmentsPanel';
import { ClosingPanel } from '../panels/ClosingPanel';
import { ContactPanel } from '../panels/ContactPanel';
import { FollowUpPanel } from '../panels/FollowUpPanel';
import { GeneralPanel } from '../panels/GeneralPanel';
import { useLeadAction } from '../panels/useLeadAction';
import type { Lead } from '../types';
import { masksContact } from './contactMask';

/** The action panels by phase and role (spec §2 Lead detail, §6). */
export function LeadFunnelTab({ lead, role }: { lead: Lead; role: Role }) {
  const action = useLeadAction();
  const phase = lead.leadPhase.slug;
  const workable = isWorkable(phase);
  return (
    <Flex vertical gap={12}>
      {workable && can(role, 'lead:contact') ? <ContactPanel lead={lead} masked={masksContact(role, phase)} /> : null}
      {phase === '1er-contacto' && can(role, 'lead:firstContact') ? (
        <Card size="small" title="Primer contacto">
          <Typography.Paragraph type="secondary">Confirma los datos del cliente para pasar el lead a seguimiento.</Typography.Paragraph>
          <Popconfirm
            title="¿Los datos del cliente son correctos?"
            okText="Sí"
            cancelText="No"
            onConfirm={() =>
              action.run(
                'confirm',
                async () => {
                  // First-response time is recorded once, on first contact; a lead that has it keeps it.
                  if (!lead.firstResponseTime) await leadApi.firstResponseTime(lead.id).catch(() => undefined);
                  await leadApi.nextPhase(lead.id);
                },
                MSG.phaseChanged,
              )
            }
          >
            <Button type="primary" loading={action.busy === 'confirm'}>
              Confirmar datos
            </Button>
          </Popconfirm>
        </Card>
      ) : null}
      {phase === 'seguimiento' && can(role, 'lead:followUp') ? <FollowUpPanel lead={lead} role={role} /> : null}
      {phase === 'en-cierre' && can(role, 'lead:closing') ? <ClosingPanel lead={lead} role={role} /> : null}
      {workable && can(role, 'lead:appointments') ? <AppointmentsPanel lead={lead} role={role} /> : null}
      {can(role, 'lead:general') ? <GeneralPanel lead={lead} role={role} /> : null}
    </Flex>
  );
}
