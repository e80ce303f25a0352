import { Result } from 'antd';
import { MSG } from '@shared/messages';
import { ButtonLink } from './ButtonLink';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={MSG.notFoundRoute}
      extra={
        <ButtonLink to="/" type="primary">Ir al inicio</ButtonLink>
      }
    />
  );
}
