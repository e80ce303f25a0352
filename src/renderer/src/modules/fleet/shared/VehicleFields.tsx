import { Col, Form, InputNumber, Row, Select } from 'antd';
import type { FleetLeadCatalogs } from '@shared/schemas/fleetLead';

export interface VehicleDraftFields {
  ProductId?: number;
  ProductColorId?: number;
  quantity?: number | null;
}

export interface VehicleFieldsProps {
  products: FleetLeadCatalogs['products'];
  value: VehicleDraftFields;
  onChange(value: VehicleDraftFields): void;
  idPrefix: string;
}

/** Model, colour (of that model) and a whole quantity: the vehicle line of the lead wizard and of edit lead. */
export function VehicleFields({ products, value, onChange, idPrefix }: VehicleFieldsProps) {
  const colors = products.find((p) => p.id === value.ProductId)?.ProductColors ?? [];
  return (
    <Row gutter={12}>
      <Col xs={24} md={10}>
        <Form.Item label="Modelo" htmlFor={`${idPrefix}-model`}>
          <Select
            id={`${idPrefix}-model`}
            showSearch={{ optionFilterProp: 'label' }}
            value={value.ProductId}
            onChange={(ProductId: number) => onChange({ ...value, ProductId, ProductColorId: undefined })}
            options={products.map((p) => ({ value: p.id, label: [p.name, p.version].filter(Boolean).join(' ') }))}
            placeholder="Selecciona un modelo"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Color" htmlFor={`${idPrefix}-color`}>
          <Select
            id={`${idPrefix}-color`}
            value={value.ProductColorId}
            disabled={!value.ProductId}
            onChange={(ProductColorId: number) => onChange({ ...value, ProductColorId })}
            options={colors.map((c) => ({ value: c.id, label: c.name }))}
            placeholder="Selecciona un color"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item label="Cantidad" htmlFor={`${idPrefix}-quantity`}>
          {/* min 0, not 1: a clamp would turn a typed 0 into 1 on leaving the field and add the vehicle
              with one unit; 0 stays visible and 'Agregar vehículo' refuses it with the spec's message. */}
          <InputNumber
            id={`${idPrefix}-quantity`}
            min={0}
            max={100000}
            precision={0}
            style={{ width: '100%' }}
            value={value.quantity ?? null}
            onChange={(quantity) => onChange({ ...value, quantity: quantity ?? null })}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A complete vehicle line: model, colour and a whole quantity above zero. */
export function vehicleComplete(v: VehicleDraftFields): v is { ProductId: number; ProductColorId: number; quantity: number } {
  return v.ProductId !== undefined && v.ProductColorId !== undefined && typeof v.quantity === 'number' && Number.isInteger(v.quantity) && v.quantity > 0;
}
