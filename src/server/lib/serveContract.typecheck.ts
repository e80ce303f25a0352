/**
 * Compile-time proofs of the contract types (tsc runs this file; nothing imports it): each
 * `@ts-expect-error` fails the typecheck when the mistake it marks stops being an error.
 */
import { z } from 'zod';
import { idParams, leadRoutes } from '../../shared/contracts/leadServed';
import * as described from '../../shared/contracts/leadContracts';
import { attachSchemas, callSchemas, describeCalls, route, type AnswerOf, type CallInput, type DataOf } from '../../shared/contracts/routeContract';
import type { ContractHandler } from './serveContract';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const proves = <T extends true>(): T | undefined => undefined;

// The renderer: params typed by the params schema, the body by what the screens send.
export const detailInput: CallInput<typeof leadRoutes.detail> = { params: { id: 4 } };
// @ts-expect-error: a path param is required
export const noParams: CallInput<typeof leadRoutes.detail> = {};
// @ts-expect-error: a param the path does not have
export const strayParam: CallInput<typeof leadRoutes.detail> = { params: { id: 4, leadId: 4 } };
// @ts-expect-error: a body the call does not take
export const bodyForGet: CallInput<typeof leadRoutes.activate> = { params: { id: 1 }, body: { comments: 'x' } };
// @ts-expect-error: the interest's LeadId is required
export const interestWithoutLead: CallInput<typeof leadRoutes.createInterest> = { body: { ProductId: 1, ProductColorId: 1, buyType: 'retail', quantity: 1 } };
export const listQuery: CallInput<typeof leadRoutes.list> = { query: { page: 1, limit: 10, phase: 'subasta', filters: '{}' } };
// @ts-expect-error: a query key the call does not read
export const strayQueryKey: CallInput<typeof leadRoutes.list> = { query: { pagina: 1 } };

// The answer is the response schema's wire side: the lead's moments are ISO text.
proves<Equal<DataOf<typeof leadRoutes.detail>['createdAt'], string>>();
proves<Equal<AnswerOf<typeof leadRoutes.list>['total'], number>>();

// A path param without its schema is refused where the call is declared.
// @ts-expect-error: ':id' has no schema
export const undeclaredParam = route({ method: 'GET', path: '/x/:id', access: { signedIn: true }, response: { 200: z.null() } });
// @ts-expect-error: ':leadId' is not in the params schema
export const misnamedParam = route({ method: 'GET', path: '/x/:leadId', access: { signedIn: true }, params: idParams, response: { 200: z.null() } });

// The server: the handler reads the parsed params and must answer the declared shape.
export const detailHandler: ContractHandler<typeof leadRoutes.activityChannels> = async () => ({ data: [{ id: 1, slug: 'whatsapp', description: 'WhatsApp' }] });
// @ts-expect-error: an answer without the declared `data`
export const wrongAnswer: ContractHandler<typeof leadRoutes.activityChannels> = async () => ({ rows: [] });
export const paramsHandler: ContractHandler<typeof leadRoutes.activate> = async (request) => {
  proves<Equal<typeof request.params.id, number>>();
  throw new Error(String(request.params.id));
};

// The renderer's descriptor (…Contracts.ts) carries the same types as the served contract, and no schema.
proves<Equal<CallInput<typeof described.leadRoutes.detail>, CallInput<typeof leadRoutes.detail>>>();
proves<Equal<AnswerOf<typeof described.leadRoutes.list>, AnswerOf<typeof leadRoutes.list>>>();
// @ts-expect-error: a descriptor has no runtime schema
export const noSchemaOnDescriptor = described.leadRoutes.list.query;

// Descriptors are declared from their schemas' types; the server attaches schemas whose types must be those.
const pingSchemas = callSchemas({ ping: { params: idParams, response: { 200: z.object({ data: z.number() }) } } });
const pingCalls = describeCalls<typeof pingSchemas>()({ ping: { method: 'GET', path: '/ping/:id', access: { signedIn: true } } });
export const pingServed = attachSchemas(pingCalls, pingSchemas);
// @ts-expect-error: an answer schema whose type is not the descriptor's
export const wrongAnswerSchema = attachSchemas(pingCalls, { ping: { params: idParams, response: { 200: z.object({ data: z.string() }) } } });
// @ts-expect-error: a params schema whose type is not the descriptor's
export const wrongParamsSchema = attachSchemas(pingCalls, { ping: { params: z.object({ id: z.string() }), response: { 200: z.object({ data: z.number() }) } } });
// @ts-expect-error: a call without its schemas
export const missingSchemas = attachSchemas(pingCalls, {});
// @ts-expect-error: schemas for a call no descriptor declares
export const straySchemas = attachSchemas(pingCalls, { ...pingSchemas, pong: { response: { 200: z.null() } } });
// @ts-expect-error: a descriptor missing for a call that has schemas
export const missingDescriptor = describeCalls<typeof pingSchemas>()({});
// @ts-expect-error: a descriptor for a call without schemas
export const strayDescriptor = describeCalls<typeof pingSchemas>()({ ping: { method: 'GET', path: '/ping/:id', access: { signedIn: true } }, pong: { method: 'GET', path: '/pong', access: { signedIn: true } } });
// @ts-expect-error: ':leadId' is not in the params schema the call declares
export const misnamedDescriptorParam = describeCalls<typeof pingSchemas>()({ ping: { method: 'GET', path: '/ping/:leadId', access: { signedIn: true } } });
