import type { arcoCallSchemas, privacyCallSchemas } from './privacyServed';
import { describeCalls } from './routeContract';

/**
 * The privacy feature's calls (issue 54; features/privacy/privacyRoutes.ts), for the request's agency:
 * the notice and its purposes (admin), a retail lead's 'Consentimientos' (the lead's own access rule;
 * recording needs 'privacy:consent'), 'Bitácora de acceso' (admin).
 */
export const privacyRoutes = describeCalls<typeof privacyCallSchemas>()({
  notice: { method: 'GET', path: '/privacy/notice', access: { permission: 'privacy:manage' } },
  /** A changed text publishes a new version; the old ones are kept. */
  saveNotice: { method: 'PUT', path: '/privacy/notice', access: { permission: 'privacy:manage' } },
  createPurpose: { method: 'POST', path: '/privacy/purposes', access: { permission: 'privacy:manage' } },
  updatePurpose: { method: 'PATCH', path: '/privacy/purposes/:id', access: { permission: 'privacy:manage' } },
  consents: { method: 'GET', path: '/privacy/lead/:id/consents', access: { permission: 'lead:view' } },
  recordConsent: { method: 'POST', path: '/privacy/lead/:id/consents', access: { permission: 'privacy:consent' } },
  accessLog: { method: 'GET', path: '/privacy/access-log', access: { permission: 'privacy:manage' } },
});

/** 'Solicitudes ARCO' (issue 54; features/privacy/arcoRoutes.ts): the data officer's ('privacy:arco'), the settings admin's. */
export const arcoRoutes = describeCalls<typeof arcoCallSchemas>()({
  /** The person's records the duplicate matcher finds across the features. */
  match: { method: 'POST', path: '/privacy/arco/match', access: { permission: 'privacy:arco' } },
  register: { method: 'POST', path: '/privacy/arco', access: { permission: 'privacy:arco' } },
  list: { method: 'GET', path: '/privacy/arco', access: { permission: 'privacy:arco' } },
  detail: { method: 'GET', path: '/privacy/arco/:id', access: { permission: 'privacy:arco' } },
  changeState: { method: 'PATCH', path: '/privacy/arco/:id/state', access: { permission: 'privacy:arco' } },
  /** 202: the file is built after the answer (the card polls the detail). */
  requestAccessFile: { method: 'POST', path: '/privacy/arco/:id/access-file', access: { permission: 'privacy:arco' } },
  /** The PDF or JSON itself (a blob; each download is logged). */
  accessFile: { method: 'GET', path: '/privacy/arco/:id/access-file', access: { permission: 'privacy:arco' } },
  opposition: { method: 'POST', path: '/privacy/arco/:id/opposition', access: { permission: 'privacy:arco' } },
  /** 'Bloquear datos': a cancellation's first stage. */
  block: { method: 'POST', path: '/privacy/arco/:id/block', access: { permission: 'privacy:arco' } },
  rectification: { method: 'POST', path: '/privacy/arco/:id/rectification', access: { permission: 'privacy:arco' } },
  /** The ARCO answer period and the retention periods (admin). */
  settings: { method: 'GET', path: '/privacy/settings', access: { permission: 'privacy:manage' } },
  saveSettings: { method: 'PUT', path: '/privacy/settings', access: { permission: 'privacy:manage' } },
});
