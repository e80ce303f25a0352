import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={MSG.notFoundRoute}
      extra={
        <Link to="/">
          <Button type="primary">Ir al inicio</Button>
        </Link>
      }
    />
  );
}
