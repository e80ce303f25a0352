/**
 * The server's half of whatsappContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import {
  whatsappAssignBody,
  whatsappConfigBody,
  whatsappIdParams,
  whatsappInboxQuery,
  whatsappLeadQuery,
  whatsappMessageParams,
  whatsappSendBody,
  whatsappThreadQuery,
} from '../schemas/whatsapp';
import { whatsappResponses } from '../schemas/whatsappResponses';
import { fileAnswer } from '../schemas/wire';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './whatsappContracts';

/** The schemas of whatsappRoutes (whatsappContracts.ts declares the calls). The bodies are flat, as the screens have always sent them. */
export const whatsappCallSchemas = callSchemas({
  conversation: { query: whatsappLeadQuery, response: whatsappResponses.conversation },
  messages: { params: whatsappIdParams, query: whatsappThreadQuery, response: whatsappResponses.thread },
  send: { body: whatsappSendBody, response: whatsappResponses.sent },
  read: { params: whatsappIdParams, response: whatsappResponses.read },
  assign: { params: whatsappIdParams, body: whatsappAssignBody, response: whatsappResponses.assigned },
  templates: { query: whatsappLeadQuery, response: whatsappResponses.templates },
  inbox: { query: whatsappInboxQuery, response: whatsappResponses.inbox },
  media: { params: whatsappMessageParams, response: { 200: fileAnswer } },
});

/** The schemas of whatsappChannelRoutes (whatsappContracts.ts declares the calls). */
export const whatsappChannelCallSchemas = callSchemas({
  config: { params: idParams, response: whatsappResponses.config },
  saveConfig: { params: idParams, body: whatsappConfigBody, response: whatsappResponses.config },
  test: { params: idParams, response: whatsappResponses.test },
  syncTemplates: { params: idParams, response: whatsappResponses.templates },
});

/** whatsappRoutes and whatsappChannelRoutes with their schemas: what the server serves. */
export const whatsappRoutes = attachSchemas(described.whatsappRoutes, whatsappCallSchemas);
export const whatsappChannelRoutes = attachSchemas(described.whatsappChannelRoutes, whatsappChannelCallSchemas);
