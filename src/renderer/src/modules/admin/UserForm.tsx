import { Button, Col, Form, Input, Radio, Row, Select } from 'antd';
import { TypedDatePicker } from '../../ui/inputs/TypedDatePicker';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { PHONE_PREFIX } from '@shared/domain/constants';
import { isValidPhone } from '@shared/domain/phone';
import { ROLE_LABELS, ROLES } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { GENDERS } from '@shared/schemas/admin';
import { ListInput } from './ListInput';
import type { UserPayload } from './mutations';
import { adminQueries } from './queries';

interface FormValues extends Omit<UserPayload, 'birthDate'> {
  birthDate?: Dayjs | null;
}

export interface UserFormProps {
  mode: 'register' | 'edit';
  initial?: Partial<UserPayload>;
  submitting: boolean;
  onSubmit(values: UserPayload): void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const req = (label: string) => [{ required: true, message: `${label} es obligatorio` }];

/** The register and edit user form (spec §2): e-mail and password are read-only when editing. */
export function UserForm({ mode, initial, submitting, onSubmit }: UserFormProps) {
  const agencies = useQuery(adminQueries.agencyOptions());
  const editing = mode === 'edit';
  return (
    <Form<FormValues>
      layout="vertical"
      initialValues={{ userEmails: [], userPhones: [], agencies: [], ...initial, birthDate: initial?.birthDate ? dayjs(initial.birthDate) : null }}
      onFinish={(v) => onSubmit({ ...v, password: v.password || undefined, birthDate: v.birthDate ? v.birthDate.format('YYYY-MM-DD') : null })}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Correo" name="email" rules={editing ? [] : [...req('Correo'), { pattern: EMAIL, message: MSG.invalidEmail }]}>
            <Input type="email" disabled={editing} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Contraseña" name="password" extra={editing ? undefined : 'Opcional: si la deja vacía se genera una contraseña temporal. Se envía por correo y se cambia al primer inicio de sesión.'}>
            <Input.Password disabled={editing} placeholder={editing ? '********' : undefined} autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Nombre" name="firstName" rules={req('Nombre')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Apellido" name="lastName" rules={req('Apellido')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Correos adicionales" name="userEmails">
            <ListInput
              testId="user-emails"
              placeholder="correo@ejemplo.mx"
              normalize={(t) => (EMAIL.test(t.trim()) ? { value: t.trim().toLowerCase() } : { error: MSG.invalidEmail })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Teléfonos" name="userPhones">
            <ListInput
              testId="user-phones"
              addonBefore={PHONE_PREFIX}
              placeholder="10 dígitos"
              normalize={(t) => {
                const digits = t.replace(/\D/g, '');
                return isValidPhone(digits) ? { value: `${PHONE_PREFIX}${digits}` } : { error: MSG.invalidPhone };
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Género" name="gender">
            <Radio.Group options={Object.entries(GENDERS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Apodo" name="nickname">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Fecha de nacimiento" name="birthDate">
            <TypedDatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Agencias" name="agencies" rules={[{ required: true, type: 'array', min: 1, message: 'Seleccione al menos una agencia' }]}>
            <Select
              mode="multiple"
              aria-label="Agencias"
              loading={agencies.isLoading}
              optionFilterProp="label"
              options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Rol de Usuario" name="userRole" rules={req('Rol de Usuario')}>
            <Select aria-label="Rol de Usuario" showSearch optionFilterProp="label" options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Puesto" name="position">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {editing ? 'Guardar cambios' : 'Registrar usuario'}
      </Button>
    </Form>
  );
}
