import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { PhoneInput } from '../../../ui/PhoneInput';

/**
 * The retail lead's contact inputs, one component for 'Crear lead' (step 1) and 'Editar lead'
 * (atomic-crm's DealInputs): both forms name the fields alike (firstName, lastName, email, phone),
 * so a field added here appears in both with the same label and control. Creating also asks the
 * origin (given as `origin`, between the name and the contact data) and leaves the e-mail optional;
 * editing requires all four (spec §5).
 */
export function LeadContactInputs({ mode, origin }: { mode: 'create' | 'edit'; origin?: ReactNode }) {
  return (
    <>
      <Form.Item name="firstName" label="Nombre" required>
        <Input />
      </Form.Item>
      <Form.Item name="lastName" label="Apellido" required>
        <Input />
      </Form.Item>
      {origin}
      <Form.Item name="email" label="Correo electrónico" required={mode === 'edit'}>
        <Input type="email" />
      </Form.Item>
      <Form.Item name="phone" label="Teléfono" required extra={mode === 'create' ? '10 dígitos; se guarda con +52' : undefined}>
        <PhoneInput />
      </Form.Item>
    </>
  );
}
