import { Result } from 'antd';
import { MSG } from '@shared/messages';

export interface UnderConstructionProps {
  title: string;
}

/** A route of the map whose screen a later issue builds. */
export function UnderConstruction({ title }: UnderConstructionProps) {
  return <Result status="info" title={title} subTitle={MSG.inConstruction} />;
}
