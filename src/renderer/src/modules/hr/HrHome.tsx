import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { PUBLIC_JOBS_PATH } from './VacanciesPage';

/** /hr: the Human Resources landing, with the vacancies and the public jobs board. */
export function HrHome() {
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Recursos Humanos
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Link to="/hr/vacancies">
            <Card hoverable title="Vacantes">
              Crear y eliminar las vacantes que se publican en la bolsa de trabajo.
            </Card>
          </Link>
        </Col>
        <Col xs={24} md={12}>
          <a href={PUBLIC_JOBS_PATH} target="_blank" rel="noopener">
            <Card hoverable title="Bolsa de trabajo pública">
              La página que ven los candidatos, sin iniciar sesión: vacantes por ubicación y área.
            </Card>
          </a>
        </Col>
      </Row>
    </div>
  );
}
