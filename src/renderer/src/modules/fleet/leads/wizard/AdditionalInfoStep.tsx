import { Form, Input, Select } from 'antd';
import type { WizardStepProps } from './LeadDataStep';

/** Step 3: the classification (required) and notes. */
export function AdditionalInfoStep({ catalogs, state, onChange }: WizardStepProps) {
  return (
    <Form layout="vertical">
      <Form.Item label="Clasificación" required htmlFor="lead-classification">
        <Select
          id="lead-classification"
          value={state.LeadFleetClasificationId}
          onChange={(LeadFleetClasificationId: number) => onChange({ LeadFleetClasificationId })}
          options={catalogs.LeadFleetClasifications.map((c) => ({ value: c.id, label: c.description }))}
          placeholder="Selecciona una clasificación"
        />
      </Form.Item>
      <Form.Item label="Comentarios" htmlFor="lead-comments">
        <Input.TextArea id="lead-comments" rows={3} maxLength={1000} showCount value={state.comments} onChange={(e) => onChange({ comments: e.target.value })} />
      </Form.Item>
    </Form>
  );
}
