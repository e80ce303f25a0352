// No zod here: the renderer's start-up path reads these constants (apiClient), and zod must stay off it.

/**
 * The desktop client's self-update, as main reports it to the renderer (bridge 'update:state') and
 * the API's minimum client version, which both sides must read the same way.
 */

/** 'piloto' is a separate folder of the same feed: a few agencies get a release before the rest. */
export const UPDATE_CHANNELS = ['estable', 'piloto'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export const UPDATE_STATUSES = ['idle', 'checking', 'available', 'downloading', 'ready', 'error'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** How Diagnóstico names each status. */
export const UPDATE_STATUS_TEXT: Record<UpdateStatus, string> = {
  idle: 'al día',
  checking: 'buscando una versión nueva',
  available: 'versión nueva disponible',
  downloading: 'descargando',
  ready: 'lista para instalar',
  error: 'error al actualizar',
};

export interface UpdateState {
  /** False when the build has no feed and the workstation sets none (local builds), or in a browser. */
  enabled: boolean;
  status: UpdateStatus;
  channel: UpdateChannel;
  /** The running version. */
  currentVersion: string;
  /** The version offered, downloading or ready. */
  version?: string;
  /** Download progress, 0-100. */
  percent?: number;
  /** The last failure, in Spanish; kept until a check succeeds. */
  error?: string;
  /** When the last check finished (ISO). */
  checkedAt?: string;
  /** A display station installs at its quiet hour: when (ISO). */
  installAt?: string;
}

/** Why 'Reiniciar y actualizar' did not restart. */
export type InstallRefusal = 'not-ready' | 'dirty' | 'board' | 'unsupported';
export type InstallAnswer = { started: true } | { started: false; reason: InstallRefusal };

export const INSTALL_REFUSAL_TEXT: Record<InstallRefusal, string> = {
  'not-ready': 'Todavía no hay una actualización descargada.',
  dirty: 'Hay un formulario con cambios sin guardar: guárdelo o ciérrelo para reiniciar. La actualización también se instalará al cerrar la aplicación.',
  board: 'La lista de espera está en pantalla: se actualizará al cerrar la aplicación o en la hora de mantenimiento.',
  unsupported: 'Esta versión se actualiza recargando la página.',
};

/** Header the renderer sends on every API call, and the one a refusal names the minimum in. */
export const CLIENT_VERSION_HEADER = 'X-CRM-Client-Version';
export const MIN_VERSION_HEADER = 'X-CRM-Min-Version';
/** HTTP 426 Upgrade Required: this client is older than the API accepts. */
export const CLIENT_TOO_OLD_STATUS = 426;

export function clientTooOldMessage(clientVersion: string, minVersion: string): string {
  return `Esta versión de CRM Ventas (${clientVersion}) ya no es compatible. Actualice a la versión ${minVersion} o posterior.`;
}
