import type { ReactNode } from 'react';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { TypedDatePicker } from '../../../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FleetLead, FleetLeadCatalogs, FleetLeadDetailsInput } from '@shared/schemas/fleetLead';
import { PhoneInput } from '../../../../ui/PhoneInput';

/** The fleet lead's contact as both forms hold it. */
export interface FleetLeadContactValue {
  name: string;
  phone: string;
  email: string;
}

/** The fleet lead's own data below its contact, as both forms hold it. */
export interface FleetLeadDetailsValue {
  LeadFleetClasificationId?: number;
  comments: string;
  /** 'YYYY-MM-DD' or undefined. */
  expectedPurchaseDate?: string;
  /** 'Presupuesto' in centavos (typed in pesos), or undefined. */
  budget?: number;
  /** 'Probabilidad de cierre', 0–100, or undefined. */
  closeProbability?: number;
}

/** A new lead's details (the wizard's start). */
export const EMPTY_DETAILS: FleetLeadDetailsValue = { comments: '' };

/** A lead's details as 'Editar lead' starts them. */
export function detailsOf(lead: FleetLead): FleetLeadDetailsValue {
  return { LeadFleetClasificationId: lead.LeadFleetClasificationId ?? undefined, comments: lead.comments ?? '', expectedPurchaseDate: lead.expectedPurchaseDate ?? undefined, budget: lead.budget ?? undefined, closeProbability: lead.closeProbability ?? undefined };
}

/** The details as create and edit send them (fleetLeadDetailsInput). */
export function detailsPayload(v: FleetLeadDetailsValue): FleetLeadDetailsInput {
  return { LeadFleetClasificationId: v.LeadFleetClasificationId, comments: v.comments.trim() || undefined, expectedPurchaseDate: v.expectedPurchaseDate, budget: v.budget, closeProbability: v.closeProbability };
}

/**
 * The fleet lead's inputs, one component for the create wizard and 'Editar lead' (atomic-crm's
 * DealInputs): a field added here appears in both, with the same label, control and limits.
 */
export function FleetLeadContactInputs({
  value,
  onChange,
  idPrefix,
  nameLabel,
  nameInput,
  nameExtra,
}: {
  value: FleetLeadContactValue;
  onChange(patch: Partial<FleetLeadContactValue>): void;
  idPrefix: string;
  nameLabel: string;
  /** The create wizard's name suggests the company's contacts; editing types the name. */
  nameInput?: ReactNode;
  nameExtra?: ReactNode;
}) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item label={nameLabel} required htmlFor={`${idPrefix}-name`} extra={nameExtra}>
          {nameInput ?? <Input id={`${idPrefix}-name`} maxLength={120} value={value.name} onChange={(e) => onChange({ name: e.target.value })} />}
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Teléfono" required htmlFor={`${idPrefix}-phone`}>
          <PhoneInput id={`${idPrefix}-phone`} value={value.phone} onChange={(phone) => onChange({ phone })} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Correo electrónico" required htmlFor={`${idPrefix}-email`}>
          <Input id={`${idPrefix}-email`} inputMode="email" maxLength={120} value={value.email} onChange={(e) => onChange({ email: e.target.value })} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Classification (required) and comments: the wizard's third step and the edit dialog's first. */
export function FleetLeadDetailsInputs({
  value,
  onChange,
  catalogs,
  idPrefix,
  commentsLabel,
}: {
  value: FleetLeadDetailsValue;
  onChange(patch: Partial<FleetLeadDetailsValue>): void;
  catalogs: Pick<FleetLeadCatalogs, 'LeadFleetClasifications'>;
  idPrefix: string;
  commentsLabel: string;
}) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item label="Clasificación" required htmlFor={`${idPrefix}-classification`}>
          <Select
            id={`${idPrefix}-classification`}
            value={value.LeadFleetClasificationId}
            onChange={(LeadFleetClasificationId: number) => onChange({ LeadFleetClasificationId })}
            options={catalogs.LeadFleetClasifications.map((c) => ({ value: c.id, label: c.description }))}
            placeholder="Selecciona una clasificación"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Fecha estimada de compra" htmlFor={`${idPrefix}-expected-purchase`}>
          <TypedDatePicker
            id={`${idPrefix}-expected-purchase`}
            style={{ width: '100%' }}
            value={value.expectedPurchaseDate ? dayjs(value.expectedPurchaseDate) : null}
            onChange={(d: Dayjs | null) => onChange({ expectedPurchaseDate: d ? d.format('YYYY-MM-DD') : undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Presupuesto" htmlFor={`${idPrefix}-budget`}>
          <InputNumber<number>
            id={`${idPrefix}-budget`}
            style={{ width: '100%' }}
            min={0}
            precision={2}
            prefix="$"
            value={value.budget === undefined ? null : value.budget / 100}
            onChange={(pesos) => onChange({ budget: pesos === null ? undefined : Math.round(pesos * 100) })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Probabilidad de cierre" htmlFor={`${idPrefix}-close-probability`}>
          <InputNumber<number>
            id={`${idPrefix}-close-probability`}
            style={{ width: '100%' }}
            min={0}
            max={100}
            precision={0}
            suffix="%"
            value={value.closeProbability ?? null}
            onChange={(n) => onChange({ closeProbability: n ?? undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={commentsLabel} htmlFor={`${idPrefix}-comments`}>
          <Input.TextArea id={`${idPrefix}-comments`} rows={3} maxLength={1000} showCount value={value.comments} onChange={(e) => onChange({ comments: e.target.value })} />
        </Form.Item>
      </Col>
    </Row>
  );
}
