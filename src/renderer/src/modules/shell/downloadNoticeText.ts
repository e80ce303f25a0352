import type { DownloadDone } from '@shared/bridge';

/** What the download notice says of where a file went. */
export function downloadNoticeText(done: DownloadDone): string {
  if (done.state === 'cancelled') return `Se canceló la descarga de ${done.fileName}`;
  if (done.state === 'interrupted') return `No se pudo descargar ${done.fileName}`;
  return done.inDownloads ? `${done.fileName} se guardó en Descargas` : `${done.fileName} se guardó en ${done.folder ?? 'la carpeta elegida'}`;
}
