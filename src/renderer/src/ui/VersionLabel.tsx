import type { CSSProperties } from 'react';
import { APP_VERSION } from '@shared/domain/constants';

export interface VersionLabelProps {
  style?: CSSProperties;
}

/** The build version ('v1.4.0', spec §9), in the flow of whatever holds it (the menu's foot, the sign-in page): it covers nothing. */
export function VersionLabel({ style }: VersionLabelProps) {
  return (
    <div data-testid="version-label" style={{ fontSize: 12, color: '#595959', ...style }}>
      v{APP_VERSION}
    </div>
  );
}
