import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { MSG } from '@shared/messages';
import { call } from '../../lib/apiCall';
import { saleRoutes } from '@shared/contracts/saleContracts';
import { useSignedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { useReportSaleMutation } from './saleMutations';
import { saleQueries } from './saleQueries';

interface FormValues {
  saleId: number;
  password: string;
}

/**
 * Admin only, on the admin's integration tests (/admin/integraciones, SaleReportingTestPage), never on
 * the staff's 'Ventas Reportadas' (issue 51): plays the external reporting system (POST auth, then POST sales/data/external) so a
 * sale moves from 'Pendiente de reportar' to 'Pendiente de entrega'. A failure is shown, not only logged.
 */
export function ReportSaleSimulationPanel() {
  const { user } = useSignedIn();
  const [form] = Form.useForm<FormValues>();
  const [result, setResult] = useState<string>();
  const pending = useQuery({
    queryKey: [...saleQueries.all, 'reporting', 'PENDING_REPORTING'],
    queryFn: async () => (await call(saleRoutes.reporting, { query: { page: 1, limit: 50, filter: 'PENDING_REPORTING' } })).data,
  });
  const report = useReportSaleMutation();
  const submit = (values: FormValues) => {
    const sale = pending.data?.find((s) => s.id === values.saleId);
    if (!sale) return;
    report.mutate(
      { username: user.email, password: values.password, ClientId: sale.Lead.id, saleVINs: sale.SaleVINs.map((v) => v.vin) },
      {
        onSuccess: () => {
          setResult(undefined);
          form.resetFields();
          toast.success('Venta reportada correctamente');
        },
        onError: (error) => setResult(error.message || MSG.genericError),
      },
    );
  };
  return (
    <Card size="small" title="Reportar venta (simulación)">
      <Typography.Paragraph type="secondary">
        Simula el reporte al sistema externo: la venta pasa de Pendiente de reportar a Pendiente de entrega.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item name="saleId" rules={[{ required: true, message: 'Seleccione una venta' }]}>
          <Select
            aria-label="Venta pendiente de reportar"
            placeholder="Venta pendiente de reportar"
            loading={pending.isLoading}
            style={{ width: 320 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={(pending.data ?? []).map((s) => ({ value: s.id, label: `#${s.id} ${s.Lead.firstAndLastName}${s.SaleVINs.length ? ` (${s.SaleVINs.map((v) => v.vin).join(', ')})` : ''}` }))}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: 'Ingrese su contraseña' }]}>
          <Input.Password aria-label="Contraseña" placeholder="Contraseña" autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={report.isPending}>
          Reportar venta
        </Button>
      </Form>
      {result && <Alert style={{ marginTop: 12 }} type="error" title={result} showIcon />}
    </Card>
  );
}
