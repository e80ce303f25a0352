import { useState } from 'react';
import { Button, Card, Divider, Flex, Form, Input, Popconfirm, Select, Space, Switch, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { BANKS, INSURERS, PAYMENT_METHODS, SALE_CONDITIONS } from '@shared/domain/enums';
import { can } from '@shared/domain/permissions';
import type { Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { saleDataSchema } from '@shared/schemas/leadForms';
import { currentInterest } from '../format';
import { leadApi } from '../leadApi';
import type { Lead } from '../types';
import { useLeadAction } from './useLeadAction';
import { lazyDialog } from '../../../ui/lazyDialog';

const InvoiceModal = lazyDialog(() => import('../modals/SmallModals'), 'InvoiceModal');
const VinSelectorModal = lazyDialog(() => import('../modals/VinSelectorModal'), 'VinSelectorModal');

const options = (map: Record<string, string>) => Object.entries(map).map(([value, label]) => ({ value, label }));

/** Closing: sale data (every field and enumeration), VIN inputs = units, invoicing, report sale (advances). */
export function ClosingPanel({ lead, role }: { lead: Lead; role: Role }) {
  const action = useLeadAction();
  const [form] = Form.useForm();
  const units = Math.max(1, currentInterest(lead)?.quantity ?? 1);
  const [vins, setVins] = useState<string[]>(() => Array.from({ length: units }, (_, i) => lead.SaleVINs?.[i]?.vin ?? ''));
  const [selecting, setSelecting] = useState<number | null>(null);
  const [invoiceOpen, setInvoiceOpen] = useState(false);

  const saveSale = (): Promise<void> =>
    action.run('sale', () => leadApi.update(lead.id, saleDataSchema.parse(form.getFieldsValue(true) as Record<string, unknown>)), MSG.dataSaved);

  return (
    <Card size="small" title="Cierre">
      {can(role, 'lead:saleData') ? (
        <>
          <Typography.Text strong>Datos de venta</Typography.Text>
          <Form
            form={form}
            layout="vertical"
            size="small"
            initialValues={{
              rfc: lead.rfc,
              regimenFiscal: lead.regimenFiscal,
              razonSocial: lead.razonSocial,
              saleCondition: lead.saleCondition ?? undefined,
              paymentMethod: lead.paymentMethod ?? undefined,
              bank: lead.bank ?? undefined,
              ensurance: lead.ensurance ?? undefined,
              exangeCar: Boolean(lead.exangeCar),
            }}
          >
            <Flex gap={8} wrap>
              <Form.Item name="rfc" label="RFC" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Input />
              </Form.Item>
              <Form.Item name="regimenFiscal" label="Régimen fiscal" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Input />
              </Form.Item>
              <Form.Item name="razonSocial" label="Razón social" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Input />
              </Form.Item>
              <Form.Item name="saleCondition" label="Condición de venta" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Select options={options(SALE_CONDITIONS)} />
              </Form.Item>
              <Form.Item name="paymentMethod" label="Forma de pago" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Select options={options(PAYMENT_METHODS)} />
              </Form.Item>
              <Form.Item name="bank" label="Banco" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Select options={options(BANKS)} />
              </Form.Item>
              <Form.Item name="ensurance" label="Aseguradora" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Select options={INSURERS.map((i) => ({ value: i, label: i === 'otro' ? 'Otro' : i }))} />
              </Form.Item>
              <Form.Item name="exangeCar" label="Auto a cuenta" valuePropName="checked" style={{ width: 'calc(50% - 4px)', marginBottom: 8 }}>
                <Switch />
              </Form.Item>
            </Flex>
            <Button onClick={() => void saveSale()} loading={action.busy === 'sale'}>
              Guardar datos de venta
            </Button>
          </Form>
          <Divider />
          <Typography.Text strong>VIN ({units} {units === 1 ? 'unidad' : 'unidades'})</Typography.Text>
          <Flex vertical gap={6} style={{ marginTop: 6 }}>
            {vins.map((vin, i) => (
              <Space.Compact key={i} style={{ width: '100%' }}>
                <Input aria-label={`VIN ${i + 1}`} value={vin} placeholder={`VIN ${i + 1}`} onChange={(e) => setVins((v) => v.map((x, j) => (j === i ? e.target.value.toUpperCase() : x)))} />
                <Button icon={<SearchOutlined />} aria-label={`Buscar VIN ${i + 1}`} onClick={() => setSelecting(i)} />
              </Space.Compact>
            ))}
            <Button
              disabled={vins.some((v) => !v.trim())}
              loading={action.busy === 'vins'}
              onClick={() => void action.run('vins', () => leadApi.saveVins(lead.id, vins.map((v) => v.trim())), MSG.dataSaved)}
            >
              Guardar VIN
            </Button>
          </Flex>
          <Divider />
        </>
      ) : null}
      <Space wrap>
        {can(role, 'lead:invoice') ? (
          <Button onClick={() => setInvoiceOpen(true)}>{lead.invoice ? `Factura ${lead.invoice}` : 'Facturación'}</Button>
        ) : null}
        {can(role, 'lead:reportSale') ? (
          <Popconfirm title="¿Reportar la venta?" okText="Sí" cancelText="No" onConfirm={() => action.run('report', () => leadApi.nextPhase(lead.id), MSG.saleConfirmed)}>
            <Button type="primary" loading={action.busy === 'report'}>
              Reportar venta
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      {selecting !== null ? (
        <VinSelectorModal
          open
          taken={vins.filter((_, j) => j !== selecting)}
          onClose={() => setSelecting(null)}
          onSelect={(vin) => setVins((v) => v.map((x, j) => (j === selecting ? vin : x)))}
        />
      ) : null}
      {invoiceOpen ? <InvoiceModal lead={lead} open onClose={() => setInvoiceOpen(false)} /> : null}
    </Card>
  );
}
