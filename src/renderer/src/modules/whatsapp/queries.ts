import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { whatsappChannelRoutes, whatsappRoutes } from '@shared/contracts/whatsappContracts';
import { call, callData } from '../../lib/apiCall';
import type { InboxFilter, WhatsAppTarget } from './types';

/** How often an open conversation (and the inbox) asks for news: the client's replies and Meta's statuses. */
export const WHATSAPP_POLL_MS = 5_000;
/** A thread's page: the newest 50, then older ones on 'Cargar anteriores'. */
export const MESSAGE_PAGE = 50;

/** The lead key of a call's query string: `leadId` (retail) or `fleetLeadId` (fleet). */
export const targetParams = (t: WhatsAppTarget) => (t.leadId !== undefined ? { leadId: t.leadId } : { fleetLeadId: t.fleetLeadId });
const targetKey = (t: WhatsAppTarget) => (t.leadId !== undefined ? `lead-${t.leadId}` : `fleet-${t.fleetLeadId}`);

/**
 * Query keys of the WhatsApp screens. Mutations invalidate exactly what they change: a send the
 * thread and its conversation, a read the conversation and the inbox, an assignment the inbox.
 */
export const whatsappQueries = {
  all: ['whatsapp'] as const,
  conversations: () => [...whatsappQueries.all, 'conversation'] as const,
  conversation: (t: WhatsAppTarget) =>
    queryOptions({
      queryKey: [...whatsappQueries.conversations(), targetKey(t)],
      queryFn: () => callData(whatsappRoutes.conversation, { query: targetParams(t) }),
      refetchInterval: WHATSAPP_POLL_MS,
    }),
  threads: () => [...whatsappQueries.all, 'messages'] as const,
  /** Newest first, page by page: each next page is the 50 before the oldest one loaded. */
  messages: (conversationId: number) =>
    infiniteQueryOptions({
      queryKey: [...whatsappQueries.threads(), conversationId],
      queryFn: ({ pageParam }) => call(whatsappRoutes.messages, { params: { id: conversationId }, query: { before: pageParam, limit: MESSAGE_PAGE } }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.hasMore && last.data.length ? last.data[last.data.length - 1]!.id : undefined),
      refetchInterval: WHATSAPP_POLL_MS,
    }),
  templates: (t: WhatsAppTarget) =>
    queryOptions({
      queryKey: [...whatsappQueries.all, 'templates', targetKey(t)],
      queryFn: () => callData(whatsappRoutes.templates, { query: targetParams(t) }),
      staleTime: 60_000,
    }),
  inboxes: () => [...whatsappQueries.all, 'inbox'] as const,
  inbox: (p: { page: number; filter: InboxFilter; search: string }) =>
    queryOptions({
      queryKey: [...whatsappQueries.inboxes(), p],
      queryFn: () => call(whatsappRoutes.inbox, { query: { page: p.page, limit: 20, filter: p.filter, search: p.search || undefined } }),
      placeholderData: (prev) => prev,
      refetchInterval: WHATSAPP_POLL_MS * 2,
    }),
  agency: (agencyId: number) =>
    queryOptions({
      queryKey: [...whatsappQueries.all, 'agency', agencyId],
      queryFn: () => callData(whatsappChannelRoutes.config, { params: { id: agencyId } }),
    }),
};
