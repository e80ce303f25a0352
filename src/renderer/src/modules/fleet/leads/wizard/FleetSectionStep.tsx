import { useCallback, useState } from 'react';
import { Alert, Button, Col, Divider, Form, Input, List, Row, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { contactPersonInput } from '@shared/schemas/fleetFields';
import { ContactNameAutocomplete } from '../../shared/ContactNameAutocomplete';
import { vehicleComplete, VehicleFields, type VehicleDraftFields } from '../../shared/VehicleFields';
import { leadFleetApi } from '../leadFleetApi';
import type { WizardStepProps } from './LeadDataStep';
import { EMPTY_CONTACT, type ContactDraft } from './wizardState';
import { PhoneInput } from '../../../../ui/PhoneInput';
import { formatPhone } from '@shared/domain/phone';
import { unitsWord } from '@shared/domain/paging';

/** Step 2: the vehicles (model, colour, whole quantity) and the dealers with their contact. */
export function FleetSectionStep({ catalogs, state, onChange }: WizardStepProps) {
  const [vehicle, setVehicle] = useState<VehicleDraftFields>({});
  const [vehicleProblem, setVehicleProblem] = useState<string | null>(null);
  const [storeId, setStoreId] = useState<number>();
  const [dealer, setDealer] = useState<ContactDraft>(EMPTY_CONTACT);
  const [dealerProblem, setDealerProblem] = useState<string | null>(null);
  const fetchDealerContacts = useCallback((filter: string) => leadFleetApi.dealerContacts(storeId ?? 0, filter), [storeId]);

  const addVehicle = () => {
    if (!vehicleComplete(vehicle)) {
      setVehicleProblem(FLEET_MSG.allFieldsRequired);
      return;
    }
    setVehicleProblem(null);
    onChange({ products: [...state.products, { ProductId: vehicle.ProductId, ProductColorId: vehicle.ProductColorId, quantity: vehicle.quantity }] });
    setVehicle({});
  };
  const addDealer = () => {
    if (!storeId) {
      setDealerProblem(FLEET_MSG.selectAgency);
      return;
    }
    const parsed = contactPersonInput(FLEET_MSG.missingData).safeParse(dealer);
    if (!parsed.success) {
      setDealerProblem(parsed.error.issues[0]?.message ?? FLEET_MSG.missingData);
      return;
    }
    setDealerProblem(null);
    onChange({ agencies: [...state.agencies, { AgencyId: storeId, contactPerson: dealer }] });
    setStoreId(undefined);
    setDealer(EMPTY_CONTACT);
  };

  const productLabel = (id: number, colorId: number) => {
    const p = catalogs.products.find((x) => x.id === id);
    return `${p ? [p.name, p.version].filter(Boolean).join(' ') : `#${id}`} · ${p?.ProductColors.find((c) => c.id === colorId)?.name ?? ''}`;
  };

  return (
    <div>
      <Divider titlePlacement="start" style={{ marginTop: 0 }}>
        Vehículos
      </Divider>
      <Form layout="vertical">
        <VehicleFields products={catalogs.products} value={vehicle} onChange={(v) => (setVehicleProblem(null), setVehicle(v))} idPrefix="wizard-vehicle" />
        <Button icon={<PlusOutlined />} onClick={addVehicle}>
          Agregar vehículo
        </Button>
        {vehicleProblem ? <Alert role="alert" type="error" showIcon title={vehicleProblem} style={{ marginTop: 8 }} /> : null}
      </Form>
      <List
        size="small"
        data-testid="wizard-vehicles"
        locale={{ emptyText: 'Sin vehículos' }}
        dataSource={state.products}
        renderItem={(p, i) => (
          <List.Item
            actions={[
              <Button key="x" type="text" danger aria-label="Quitar vehículo" icon={<DeleteOutlined />} onClick={() => onChange({ products: state.products.filter((_, j) => j !== i) })} />,
            ]}
          >
            {productLabel(p.ProductId, p.ProductColorId)} · {unitsWord(p.quantity)}
          </List.Item>
        )}
      />
      <Divider titlePlacement="start">Dealers</Divider>
      <Form layout="vertical">
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item label="Dealer" htmlFor="wizard-store">
              <Select
                id="wizard-store"
                showSearch={{ optionFilterProp: 'label' }}
                value={storeId}
                onChange={(id: number) => (setDealerProblem(null), setStoreId(id))}
                options={catalogs.agencies.map((a) => ({ value: a.id, label: a.name }))}
                placeholder="Selecciona un distribuidor"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Nombre del contacto" htmlFor="wizard-dealer-name">
              <ContactNameAutocomplete
                id="wizard-dealer-name"
                value={dealer.name}
                scope={storeId !== undefined ? `store-${storeId}` : undefined}
                fetch={fetchDealerContacts}
                onChange={(name) => setDealer({ ...dealer, name })}
                onPick={(c) => setDealer({ name: c.name, phone: c.phone ?? '', email: c.email ?? '' })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Teléfono del contacto" htmlFor="wizard-dealer-phone">
              <PhoneInput id="wizard-dealer-phone" value={dealer.phone} onChange={(phone) => setDealer({ ...dealer, phone })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Correo del contacto" htmlFor="wizard-dealer-email">
              <Input id="wizard-dealer-email" inputMode="email" maxLength={120} value={dealer.email} onChange={(e) => setDealer({ ...dealer, email: e.target.value })} />
            </Form.Item>
          </Col>
        </Row>
        <Button icon={<PlusOutlined />} onClick={addDealer}>
          Agregar distribuidor
        </Button>
        {dealerProblem ? <Alert role="alert" type="error" showIcon title={dealerProblem} style={{ marginTop: 8 }} /> : null}
      </Form>
      <List
        size="small"
        data-testid="wizard-dealers"
        locale={{ emptyText: 'Sin dealers' }}
        dataSource={state.agencies}
        renderItem={(a, i) => (
          <List.Item
            actions={[
              <Button key="x" type="text" danger aria-label="Quitar distribuidor" icon={<DeleteOutlined />} onClick={() => onChange({ agencies: state.agencies.filter((_, j) => j !== i) })} />,
            ]}
          >
            {catalogs.agencies.find((s) => s.id === a.AgencyId)?.name ?? `#${a.AgencyId}`} · {a.contactPerson.name} · {formatPhone(a.contactPerson.phone)} · {a.contactPerson.email}
          </List.Item>
        )}
      />
    </div>
  );
}
