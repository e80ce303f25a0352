import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Upload } from 'antd';
import { MEXICAN_STATES } from '@shared/domain/enums';
import { toast } from '../../ui/toast';
import { EVIDENCE_RULE, LOGO_RULE, readFileAsDataUrl, type FileRule } from '../../ui/readFileAsDataUrl';
import { PhoneInput } from '../../ui/PhoneInput';

const req = (label: string) => [{ required: true, message: `${label} es obligatorio` }];
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/\D/g, '') : v);

/** 'General' tab fields (also the first part of the create form). */
export function AgencyGeneralFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Nombre comercial" name="name" rules={req('Nombre comercial')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Razón social" name="businessName" rules={req('Razón social')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Código de traspaso" name="transferCode" rules={req('Código de traspaso')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Gerente General" name="manager">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Servicio" name="hasService" rules={[{ required: true, message: 'Servicio es obligatorio' }]}>
          <Radio.Group options={[{ value: true, label: 'Sí' }, { value: false, label: 'No' }]} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Teléfono" name="phone">
          <PhoneInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Correo" name="email" rules={[{ type: 'email', message: 'El email ingresado no es válido' }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="URL" name="urlSite" rules={[{ type: 'url', message: 'La URL no es válida' }]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Descripción" name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 'Ubicación' tab fields. */
export function AgencyLocationFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Calle" name="street" rules={req('Calle')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Número exterior" name="exteriorNumber" rules={req('Número exterior')} normalize={digitsOnly}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Número interior" name="interiorNumber" normalize={digitsOnly}>
          <Input inputMode="numeric" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item
          label="Código postal"
          name="postalCode"
          normalize={digitsOnly}
          rules={[...req('Código postal'), { len: 5, message: 'El código postal debe tener 5 dígitos' }]}
        >
          <Input inputMode="numeric" maxLength={5} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item label="Estado" name="state" rules={req('Estado')}>
          <Select aria-label="Estado" showSearch optionFilterProp="label" options={MEXICAN_STATES.map(([value, label]) => ({ value, label }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Ciudad o delegación" name="city" rules={req('Ciudad o delegación')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Colonia" name="suburb" rules={req('Colonia')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Municipio" name="municipality" rules={req('Municipio')}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label="X" name={['coordinates', 0]} rules={req('X')}>
          <InputNumber style={{ width: '100%' }} min={-90} max={90} step={0.000001} />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item label="Y" name={['coordinates', 1]} rules={req('Y')}>
          <InputNumber style={{ width: '100%' }} min={-180} max={180} step={0.000001} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Google Maps" name="urlGoogleMaps" rules={[{ type: 'url', message: 'La URL no es válida' }]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Vista 360" name="url360View" rules={[{ type: 'url', message: 'La URL no es válida' }]}>
          <Input placeholder="https://" />
        </Form.Item>
      </Col>
    </Row>
  );
}

const SOCIAL = ['facebook', 'instagram', 'tiktok', 'x', 'youtube', 'whatsapp'] as const;

/** 'Redes' tab: the agency's social media links (kept in AgencySocialMedia). */
export function AgencySocialFields() {
  return (
    <Row gutter={16}>
      {SOCIAL.map((network) => (
        <Col xs={24} md={12} key={network}>
          <Form.Item label={network[0]!.toUpperCase() + network.slice(1)} name={['AgencySocialMedia', network]}>
            <Input />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

interface FileValue {
  name: string;
  data: string;
}

function DataUrlUpload({ value, onChange, rule, label }: { value?: string | null; onChange?(v: string | null): void; rule: FileRule; label: string }) {
  return (
    <Upload
      accept={rule.types.join(',')}
      maxCount={1}
      showUploadList={false}
      beforeUpload={(file) => {
        readFileAsDataUrl(file, rule)
          .then((url) => onChange?.(url))
          .catch((e: Error) => toast.error(e.message));
        return false;
      }}
    >
      <Button>{value ? `${label} ✓ (cambiar)` : label}</Button>
    </Upload>
  );
}

function FilesUpload({ value = [], onChange }: { value?: FileValue[]; onChange?(v: FileValue[]): void }) {
  return (
    <Upload
      accept={EVIDENCE_RULE.types.join(',')}
      multiple
      fileList={value.map((f, i) => ({ uid: String(i), name: f.name, status: 'done' as const }))}
      onRemove={(f) => onChange?.(value.filter((_, i) => String(i) !== f.uid))}
      beforeUpload={(file) => {
        readFileAsDataUrl(file, EVIDENCE_RULE)
          .then((data) => onChange?.([...value, { name: file.name, data }]))
          .catch((e: Error) => toast.error(e.message));
        return false;
      }}
    >
      <Button>Agregar archivos (PDF, JPG, PNG; 5 MB)</Button>
    </Upload>
  );
}

/** Logos and files, read in the browser and sent as base64. */
export function AgencyFilesFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item label="Logo" name="picLogo">
          <DataUrlUpload rule={LOGO_RULE} label="Cargar logo" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Logo oscuro" name="picLogoDark">
          <DataUrlUpload rule={LOGO_RULE} label="Cargar logo oscuro" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Archivos" name="files">
          <FilesUpload />
        </Form.Item>
      </Col>
    </Row>
  );
}
