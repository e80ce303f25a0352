/** A Spanish text for what went wrong, from electron-updater's error codes. */
export function updateErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_CHECKSUM_MISMATCH' || /checksum mismatch/i.test(message)) {
    return 'La actualización descargada no pasó la verificación de integridad (sha512) y se descartó.';
  }
  if (code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND') return 'El servidor de actualizaciones no tiene latest.yml para este canal.';
  if (code === 'ERR_UPDATER_INVALID_VERSION' || code === 'ERR_UPDATER_INVALID_UPDATE_INFO') return 'El servidor de actualizaciones publicó una versión inválida.';
  if (typeof code === 'string' && /^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|EAI_AGAIN)$/.test(code)) return 'No se pudo contactar el servidor de actualizaciones.';
  if (/net::ERR_|HttpError: 5\d\d/.test(message)) return 'No se pudo contactar el servidor de actualizaciones.';
  return `No se pudo buscar o descargar la actualización: ${message.split('\n')[0]?.slice(0, 200)}`;
}
