import { Form } from 'antd';
import type { WizardStepProps } from './LeadDataStep';
import { FleetLeadDetailsInputs } from '../inputs/FleetLeadInputs';

/** Step 3: the classification (required) and notes. */
export function AdditionalInfoStep({ catalogs, state, onChange }: WizardStepProps) {
  return (
    <Form layout="vertical">
      <FleetLeadDetailsInputs idPrefix="lead" commentsLabel="Comentarios" catalogs={catalogs} value={state} onChange={onChange} />
    </Form>
  );
}
