import { useState } from 'react';
import { Alert } from 'antd';
import { useLocation } from 'react-router-dom';
import type { DeniedState } from '../../app/guards';

/** Says why the user landed here when a guard refused the screen they asked for (no silent redirect). */
export function AccessDeniedNotice() {
  const location = useLocation();
  const from = (location.state as DeniedState | null)?.deniedFrom;
  const [closedFor, setClosedFor] = useState<string>();
  if (!from || closedFor === location.key) return null;
  return (
    <Alert
      role="alert"
      type="warning"
      showIcon
      closable={{ onClose: () => setClosedFor(location.key), 'aria-label': 'Cerrar aviso' }}
      data-testid="access-denied"
      title="No tienes acceso a esa pantalla"
      description={`Tu rol no puede abrir ${from}; te llevamos a tu inicio.`}
      style={{ marginBottom: 12 }}
    />
  );
}
