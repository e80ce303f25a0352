import { useEffect } from 'react';
import { Button, Space, notification } from 'antd';
import type { DownloadDone } from '@shared/bridge';
import { bridge } from '../../lib/bridge';
import { toast } from '../../ui/toast';
import { downloadNoticeText } from './downloadNoticeText';

function showDone(done: DownloadDone): void {
  const key = `download-${done.id}`;
  if (done.state !== 'completed') {
    notification.warning({ key, title: downloadNoticeText(done), placement: 'bottomRight' });
    return;
  }
  // Main opens only what it saved in this run, by its id: the page never names a path.
  const act = async (channel: 'download:open' | 'download:show') => {
    const ok = await bridge[channel]({ id: done.id }).catch(() => false);
    if (ok) notification.destroy(key);
    else toast.error(`No se pudo ${channel === 'download:open' ? 'abrir' : 'mostrar'} ${done.fileName}`);
  };
  notification.success({
    key,
    title: downloadNoticeText(done),
    placement: 'bottomRight',
    duration: 10,
    actions: (
      <Space>
        <Button size="small" onClick={() => void act('download:show')}>
          Mostrar en carpeta
        </Button>
        <Button size="small" type="primary" onClick={() => void act('download:open')}>
          Abrir
        </Button>
      </Space>
    ),
  });
}

/**
 * The desktop's download notices: main saves every download (Descargas, a numbered name, or where
 * the user chose) and says where it went; this tells the user, with 'Abrir' and 'Mostrar en carpeta'.
 * A browser saves downloads itself and never sends 'download:done'.
 */
export function DownloadNotices(): null {
  useEffect(() => bridge.on('download:done', showDone), []);
  return null;
}
