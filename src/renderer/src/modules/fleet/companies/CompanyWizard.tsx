import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Divider, Form, Input, Modal, Row, Select, Steps, type FormInstance } from 'antd';
import { can } from '@shared/domain/permissions';
import { FREE_SECTOR_ID } from '@shared/domain/fleetConstants';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { companyInput, type Company } from '@shared/schemas/fleetCompany';
import { useSignedIn } from '../../../lib/session';
import { toast } from '../../../ui/toast';
import { useDirtyForm } from '../../../ui/useDirtyForm';
import type { CompanyPayload } from './companyApi';
import { useSaveCompanyMutation } from './mutations';
import { companyQueries } from './queries';
import { PhoneInput } from '../../../ui/PhoneInput';

export interface CompanyWizardProps {
  /** Edit this company; omitted: create one. */
  company?: Company;
  onClose(): void;
  onSaved(company: { id: number }): void;
}

interface Values {
  name?: string;
  CompanyTypeId?: number;
  CompanySectorId?: number;
  sectorDescription?: string;
  CompanySizeId?: number;
  CompanyNeedId?: number;
  CompanyEconomicCapacityId?: number;
  CompanyFleetLocationId?: number;
  description?: string;
  UserId?: number;
  companyName?: string;
  companyPhone?: string;
  companyEmail?: string;
  operatorName?: string;
  operatorPhone?: string;
  operatorEmail?: string;
}

const STEP1: (keyof Values)[] = ['name', 'CompanyTypeId', 'CompanySectorId', 'CompanySizeId', 'CompanyNeedId', 'CompanyEconomicCapacityId', 'CompanyFleetLocationId', 'description'];

function initialValues(c: Company | undefined): Values {
  if (!c) return {};
  const contact = (type: string) => c.CompanyContactPeople.find((p) => p.type === type);
  const company = contact('COMPANY');
  const operator = contact('OPERATOR');
  const freeSector = c.CompanySector?.id === FREE_SECTOR_ID;
  return {
    name: c.name,
    CompanyTypeId: c.CompanyTypeId ?? undefined,
    CompanySectorId: freeSector ? FREE_SECTOR_ID : (c.CompanySectorId ?? undefined),
    sectorDescription: freeSector ? (c.CompanySector?.description ?? undefined) : undefined,
    CompanySizeId: c.CompanySizeId ?? undefined,
    CompanyNeedId: c.CompanyNeedId ?? undefined,
    CompanyEconomicCapacityId: c.CompanyEconomicCapacityId ?? undefined,
    CompanyFleetLocationId: c.CompanyFleetLocationId ?? undefined,
    description: c.description ?? undefined,
    UserId: c.UserId ?? undefined,
    companyName: company?.name,
    companyPhone: company?.phone ?? undefined,
    companyEmail: company?.email ?? undefined,
    operatorName: operator?.name,
    operatorPhone: operator?.phone ?? undefined,
    operatorEmail: operator?.email ?? undefined,
  };
}

function toPayload(v: Values): CompanyPayload {
  return {
    name: v.name?.trim() ?? '',
    CompanyTypeId: v.CompanyTypeId!,
    CompanySectorId: v.CompanySectorId!,
    sectorDescription: v.CompanySectorId === FREE_SECTOR_ID ? v.sectorDescription?.trim() : undefined,
    CompanySizeId: v.CompanySizeId!,
    CompanyNeedId: v.CompanyNeedId!,
    CompanyEconomicCapacityId: v.CompanyEconomicCapacityId!,
    CompanyFleetLocationId: v.CompanyFleetLocationId!,
    description: v.description?.trim() ?? '',
    UserId: v.UserId,
    CompanyContactPeople: [
      { type: 'COMPANY', name: v.companyName?.trim() ?? '', phone: v.companyPhone?.trim() ?? '', email: v.companyEmail?.trim() ?? '' },
      { type: 'OPERATOR', name: v.operatorName?.trim() ?? '', phone: v.operatorPhone?.trim() ?? '', email: v.operatorEmail?.trim() ?? '' },
    ],
  };
}

/** Step 1 is complete when every required field has a value (and a free-text sector has its text). */
function step1Problem(v: Values): string | null {
  const missing = STEP1.some((k) => v[k] === undefined || v[k] === null || (typeof v[k] === 'string' && !(v[k] as string).trim()));
  if (missing || (v.CompanySectorId === FREE_SECTOR_ID && !v.sectorDescription?.trim())) return FLEET_MSG.allFieldsRequired;
  return null;
}

/**
 * The company wizard (spec part 2 §2, §5): step 1 the company's data, step 2 the COMPANY and
 * OPERATOR contacts; 'Atrás' goes back, 'Cancelar' closes and resets. Creating and editing share it.
 */
export function CompanyWizard({ company, onClose, onSaved }: CompanyWizardProps) {
  const { role } = useSignedIn();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // A typed company holds back 'Reiniciar y actualizar' until it is saved or the wizard closed (unmounted).
  const [touched, setTouched] = useState(false);
  useDirtyForm(touched);
  const catalogs = useQuery(companyQueries.catalogs());
  const save = useSaveCompanyMutation(company?.id);
  const freeSector = role !== undefined && can(role, 'fleet:freeSector');
  const chooseExecutive = role !== undefined && can(role, 'fleet:chooseExecutive');

  const cancel = () => {
    form.resetFields();
    setStep(0);
    setProblem(null);
    onClose();
  };
  const next = () => {
    const message = step1Problem(form.getFieldsValue(true) as Values);
    setProblem(message);
    if (!message) setStep(1);
  };
  const finish = () => {
    const values = form.getFieldsValue(true) as Values;
    const parsed = companyInput.safeParse(toPayload(values));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? FLEET_MSG.allFieldsRequired);
      return;
    }
    setProblem(null);
    save.mutate(toPayload(values), {
      onSuccess: (saved) => {
        toast.success(company ? FLEET_MSG.companyModified : FLEET_MSG.companyCreated);
        form.resetFields();
        onSaved(saved);
      },
      onError: (e) => toast.error(e.message),
    });
  };

  const options = (list: { id: number; description: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.id, label: o.description }));
  const sectorOptions = [...options(catalogs.data?.CompanySectors), ...(freeSector ? [{ value: FREE_SECTOR_ID, label: 'Otro (escribir giro)' }] : [])];

  const footer =
    step === 0
      ? [
          <Button key="cancel" onClick={cancel}>
            Cancelar
          </Button>,
          <Button key="next" type="primary" onClick={next}>
            Siguiente
          </Button>,
        ]
      : [
          <Button key="back" onClick={() => setStep(0)}>
            Atrás
          </Button>,
          <Button key="save" type="primary" loading={save.isPending} onClick={finish}>
            {company ? 'Guardar' : 'Crear empresa'}
          </Button>,
        ];

  return (
    <Modal open title={company ? 'Editar empresa' : 'Crear empresa'} onCancel={cancel} footer={footer} width={720} maskClosable={false} destroyOnHidden>
      <Steps size="small" current={step} items={[{ title: 'Datos' }, { title: 'Contactos' }]} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(company)}
        onValuesChange={() => {
          setProblem(null);
          setTouched(true);
        }}
      >
        <div style={{ display: step === 0 ? 'block' : 'none' }}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label="Nombre de la empresa" required>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="CompanyTypeId" label="Tipo de organización" required>
                <Select options={options(catalogs.data?.CompanyTypes)} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="CompanySectorId" label="Giro" required>
                <Select showSearch={{ optionFilterProp: 'label' }} options={sectorOptions} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            <Form.Item noStyle shouldUpdate={(a, b) => a.CompanySectorId !== b.CompanySectorId}>
              {({ getFieldValue }: FormInstance<Values>) =>
                getFieldValue('CompanySectorId') === FREE_SECTOR_ID ? (
                  <Col xs={24} md={12}>
                    <Form.Item name="sectorDescription" label="Giro (texto libre)" required>
                      <Input maxLength={120} />
                    </Form.Item>
                  </Col>
                ) : null
              }
            </Form.Item>
            <Col xs={24} md={12}>
              <Form.Item name="CompanySizeId" label="Tamaño" required>
                <Select options={options(catalogs.data?.CompanySizes)} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="CompanyNeedId" label="Necesidad de movilidad" required>
                <Select options={options(catalogs.data?.CompanyNeeds)} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="CompanyEconomicCapacityId" label="Capacidad económica" required>
                <Select options={options(catalogs.data?.CompanyEconomicCapacities)} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="CompanyFleetLocationId" label="Ubicación de la flotilla" required>
                <Select options={options(catalogs.data?.CompanyFleetLocations)} loading={catalogs.isLoading} placeholder="Selecciona" />
              </Form.Item>
            </Col>
            {chooseExecutive ? (
              <Col xs={24} md={12}>
                <Form.Item name="UserId" label="Ejecutivo asignado">
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(catalogs.data?.Users ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName }))}
                    loading={catalogs.isLoading}
                    placeholder="Sin ejecutivo asignado"
                  />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24}>
              <Form.Item name="description" label="Dirección" required>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </div>
        <div style={{ display: step === 1 ? 'block' : 'none' }}>
          <Divider titlePlacement="start" style={{ marginTop: 0 }}>
            Contacto de la empresa
          </Divider>
          <div data-testid="company-contact-COMPANY">
            <ContactFields prefix="company" />
          </div>
          <Divider titlePlacement="start">Operador de la flotilla</Divider>
          <div data-testid="company-contact-OPERATOR">
            <ContactFields prefix="operator" />
          </div>
        </div>
      </Form>
      {problem ? <Alert role="alert" type="error" showIcon title={problem} /> : null}
    </Modal>
  );
}

function ContactFields({ prefix }: { prefix: 'company' | 'operator' }) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item name={`${prefix}Name`} label="Nombre" required>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={`${prefix}Phone`} label="Teléfono" required>
          <PhoneInput autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={`${prefix}Email`} label="Correo electrónico" required>
          <Input maxLength={120} inputMode="email" autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
