import { useEffect, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { INSTALL_REFUSAL_TEXT } from '@shared/updates';
import { bridge, isDesktop } from '../../lib/bridge';
import { useClientOutdated } from '../../lib/clientOutdated';
import { announceClean, useAnyFormDirty } from '../../lib/dirtyForms';
import { useUpdateState } from './useUpdateState';

/**
 * The shell's update notice, never in the way: 'Hay una nueva versión (1.5.0) lista' with
 * 'Reiniciar y actualizar' (held back while a form has unsaved changes) and 'Más tarde' (it installs
 * when the app closes anyway). When the API refuses this version as too old, its message shows here
 * with the update: the desktop looks for it at once, a browser is told to reload.
 */
export function UpdateBanner() {
  const state = useUpdateState();
  const outdated = useClientOutdated();
  const dirty = useAnyFormDirty();
  const [later, setLater] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => announceClean(), []);
  useEffect(() => {
    if (outdated && isDesktop) void bridge['update:check']().catch(() => {});
  }, [outdated]);

  const ready = state?.enabled && state.status === 'ready' && state.version ? state.version : null;

  const install = async () => {
    setBusy(true);
    try {
      const answer = await bridge['update:install']();
      setRefusal(answer.started ? null : INSTALL_REFUSAL_TEXT[answer.reason]);
    } finally {
      setBusy(false);
    }
  };

  const progress = (): string | null => {
    if (!isDesktop) return 'Recargue la página para usar la versión actual.';
    if (!state?.enabled) return 'Pida a soporte que instale la versión actual.';
    if (state.status === 'downloading') return `Descargando la versión ${state.version ?? ''}… ${state.percent ?? 0} %`;
    if (state.status === 'error') return state.error ?? null;
    if (state.status === 'ready') return null;
    return 'Buscando la actualización…';
  };

  return (
    <>
      {outdated ? (
        <Alert
          data-testid="client-outdated"
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={outdated.message}
          description={progress()}
          action={
            isDesktop ? null : (
              <Button size="small" onClick={() => window.location.reload()}>
                Recargar
              </Button>
            )
          }
        />
      ) : null}
      {ready && (later !== ready || outdated) ? (
        <Alert
          data-testid="update-banner"
          role="status"
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Hay una nueva versión (${ready}) lista.`}
          description={dirty ? INSTALL_REFUSAL_TEXT.dirty : (refusal ?? 'Si no reinicia ahora, se instalará al cerrar la aplicación.')}
          action={
            <Space>
              <Button type="primary" size="small" disabled={dirty} loading={busy} onClick={() => void install()}>
                Reiniciar y actualizar
              </Button>
              {outdated ? null : (
                <Button size="small" onClick={() => setLater(ready)}>
                  Más tarde
                </Button>
              )}
            </Space>
          }
        />
      ) : null}
    </>
  );
}
