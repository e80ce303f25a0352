/**
 * The server's half of privacyContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { pagingQuery } from '../schemas/pagingQuery';
import {
  accessLogAnswer,
  accessLogFilters,
  consentInput,
  consentsAnswer,
  consentsSavedAnswer,
  noticeAnswer,
  noticeInput,
  noticeSavedAnswer,
  purposeAnswer,
  purposeInput,
} from '../schemas/privacy';
import {
  accessFileQuery,
  arcoDetailAnswer,
  arcoListAnswer,
  arcoListQuery,
  arcoMatchAnswer,
  arcoMatchInput,
  arcoOppositionInput,
  arcoRectificationInput,
  arcoRequestInput,
  arcoSavedAnswer,
  arcoStateInput,
  privacySettingsAnswer,
  privacySettingsInput,
} from '../schemas/arcoRequests';
import { fileAnswer, messageAnswer } from '../schemas/wire';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './privacyContracts';

/** 'Bitácora de acceso': the list kit's paging and its filters. */
export const accessLogQuery = pagingQuery.extend(accessLogFilters.shape);
/** 'Solicitudes ARCO': the list kit's paging and its filters. */
export const arcoRequestListQuery = pagingQuery.extend(arcoListQuery.shape);

/**
 * The schemas of privacyRoutes (privacyContracts.ts declares the calls). The bodies are the screens'
 * `{ data: {...} }` envelope, as the routes have always read them (`request.body.data`).
 */
export const privacyCallSchemas = callSchemas({
  notice: { response: { 200: noticeAnswer } },
  saveNotice: { body: noticeInput, response: { 200: noticeSavedAnswer } },
  createPurpose: { body: purposeInput, response: { 201: purposeAnswer } },
  updatePurpose: { params: idParams, body: purposeInput, response: { 200: purposeAnswer } },
  consents: { params: idParams, response: { 200: consentsAnswer } },
  recordConsent: { params: idParams, body: consentInput, response: { 201: consentsSavedAnswer } },
  accessLog: { query: accessLogQuery, response: { 200: accessLogAnswer } },
});

/** The schemas of arcoRoutes (privacyContracts.ts declares the calls). */
export const arcoCallSchemas = callSchemas({
  match: { body: arcoMatchInput, response: { 200: arcoMatchAnswer } },
  register: { body: arcoRequestInput, response: { 201: arcoSavedAnswer } },
  list: { query: arcoRequestListQuery, response: { 200: arcoListAnswer } },
  detail: { params: idParams, response: { 200: arcoDetailAnswer } },
  changeState: { params: idParams, body: arcoStateInput, response: { 200: arcoSavedAnswer } },
  requestAccessFile: { params: idParams, response: { 202: messageAnswer } },
  accessFile: { params: idParams, query: accessFileQuery, response: { 200: fileAnswer } },
  opposition: { params: idParams, body: arcoOppositionInput, response: { 200: arcoSavedAnswer } },
  block: { params: idParams, response: { 200: arcoSavedAnswer } },
  rectification: { params: idParams, body: arcoRectificationInput, response: { 200: arcoSavedAnswer } },
  settings: { response: { 200: privacySettingsAnswer } },
  saveSettings: { body: privacySettingsInput, response: { 200: privacySettingsAnswer } },
});

/** privacyRoutes and arcoRoutes with their schemas: what the server serves. */
export const privacyRoutes = attachSchemas(described.privacyRoutes, privacyCallSchemas);
export const arcoRoutes = attachSchemas(described.arcoRoutes, arcoCallSchemas);
