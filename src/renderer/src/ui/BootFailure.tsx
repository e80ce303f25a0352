import { Result } from 'antd';
import { MSG } from '@shared/messages';

/** The configuration could not be read: nothing can work, say so. */
export function BootFailure() {
  return <Result status="error" title={MSG.noConnection} />;
}
