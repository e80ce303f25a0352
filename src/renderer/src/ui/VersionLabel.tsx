import { APP_VERSION } from '@shared/domain/constants';

export function VersionLabel() {
  return (
    <div data-testid="version-label" style={{ position: 'fixed', right: 12, bottom: 8, fontSize: 12, color: '#595959', zIndex: 1000, pointerEvents: 'none' }}>
      v{APP_VERSION}
    </div>
  );
}
