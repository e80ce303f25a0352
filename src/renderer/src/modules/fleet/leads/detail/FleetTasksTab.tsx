import type { FleetLead } from '@shared/schemas/fleetLead';
import { FleetContactBlock } from './FleetContactBlock';
import { FleetGeneralBlock } from './FleetGeneralBlock';
import { FleetStageBlock } from './FleetStageBlock';
import { LastQuotationPanel } from '../../stage/LastQuotationPanel';
import { useFleetCan } from '../../shared/useFleetCan';

/** Tareas (spec part 2 §2): the contact block, the stage block of the lead's phase, the 'Última cotización' panel, the general block. */
export function FleetTasksTab({ lead }: { lead: FleetLead }) {
  // sales-admin consults the fleet area: no general block and no stage controls (the feature README's Decisions).
  const mayEdit = useFleetCan('fleet:work');
  const mayWork = mayEdit && lead.phase !== 'CONGELADO';
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <FleetContactBlock lead={lead} />
      <FleetStageBlock lead={lead} mayWork={mayWork} />
      {/* CIERRE shows the last quotations inside its stage block. */}
      {lead.phase !== 'CIERRE' ? <LastQuotationPanel leadId={lead.id} /> : null}
      {mayEdit ? <FleetGeneralBlock lead={lead} /> : null}
    </div>
  );
}
