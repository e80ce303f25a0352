import { Card, Col, Row } from 'antd';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/PageTitle';

const LINKS = [
  { to: '/admin/users', title: 'Usuarios', text: 'Registrar, editar y dar de baja usuarios' },
  { to: '/admin/agencies', title: 'Agencias', text: 'Registrar y configurar agencias y su regla de asignación de leads' },
  { to: '/admin/agencies/schedules', title: 'Configuración de horarios', text: 'Días y horas de atención de cada agencia' },
  { to: '/admin/displays', title: 'Pantallas de lista de espera', text: 'Vincular y desvincular las pantallas de la sala de espera' },
  { to: '/admin/integraciones', title: 'Pruebas de integración', text: 'Simular el reporte de una venta al sistema externo' },
];

/** /admin: the JAC Store landing with links to users and agencies. */
export function AdminLanding() {
  return (
    <div>
      <PageTitle>JAC Store</PageTitle>
      <Row gutter={[16, 16]}>
        {LINKS.map((l) => (
          <Col key={l.to} xs={24} md={8}>
            <Link to={l.to}>
              <Card hoverable title={l.title}>
                {l.text}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
