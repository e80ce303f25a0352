import { Result } from 'antd';
import { MSG } from '@shared/messages';
import { PageTitle } from './PageTitle';

export interface UnderConstructionProps {
  title: string;
}

/** A route of the map whose screen a later issue builds; its title is the screen's heading, as on every screen. */
export function UnderConstruction({ title }: UnderConstructionProps) {
  return <Result status="info" title={<PageTitle style={{ marginBottom: 0 }}>{title}</PageTitle>} subTitle={MSG.inConstruction} />;
}
