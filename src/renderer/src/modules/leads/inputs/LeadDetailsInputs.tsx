import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TypedDatePicker } from '../../../ui/inputs/TypedDatePicker';

/** A `date` detail held in the form as its 'YYYY-MM-DD' text (what the call sends), shown as a picker. */
export const dayField = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null),
};

/**
 * The retail lead's own details (README, 'Add a field'), one component for 'Crear lead' (the interest
 * step) and 'Editar lead': each Form.Item named as its key of leadDetailsInput, so a field added here
 * is typed in both forms, checked by the same schema and stored by that name.
 */
export function LeadDetailsInputs() {
  return (
    <Form.Item name="expectedPurchaseDate" label="Fecha estimada de compra" {...dayField}>
      <TypedDatePicker style={{ width: '100%' }} />
    </Form.Item>
  );
}
