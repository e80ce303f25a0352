import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';
import { ReportSaleSimulationPanel } from './ReportSaleSimulationPanel';

/**
 * /admin/integraciones (admin's area): where an admin exercises the external sales-reporting
 * integration (its POST auth and POST sales/data/external) on the demo, with their own password.
 * It was on 'Ventas Reportadas', a staff screen (issue 51).
 */
export function SaleReportingTestPage() {
  return (
    <div>
      <Breadcrumb style={{ marginBottom: 8 }} items={[{ title: <Link to="/admin">JAC Store</Link> }, { title: 'Pruebas de integración' }]} />
      <PageTitle>Pruebas de integración</PageTitle>
      <Typography.Paragraph type="secondary">
        Ejecuta las llamadas que hace el sistema externo de reporte de ventas, para comprobar la integración sin él.
      </Typography.Paragraph>
      <ReportSaleSimulationPanel />
    </div>
  );
}
