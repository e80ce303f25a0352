import { useMutation, useMutationState, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { whatsappChannelRoutes, whatsappRoutes } from '@shared/contracts/whatsappContracts';
import { callData } from '../../lib/apiCall';
import { postOrQueue } from '../../lib/offline/outbox';
import { whatsappQueries } from './queries';
import type { AgencyWhatsAppInput, MessagePage, WhatsAppTarget } from './types';

/** What the adviser sends: free text, or an approved template with its parameters. */
export type Outgoing = { text: string; template?: undefined } | { template: { name: string; language: string; params: string[] }; text?: undefined };

/** One send: its Idempotency-Key (the same on every attempt, so a lost answer never sends twice) and what it says. */
export interface SendIntent {
  key: string;
  outgoing: Outgoing;
  createdAt: string;
}

/** The outbox place of a lead's WhatsApp sends: the panel shows the ones waiting there as pending bubbles. */
export const whatsappPlace = (t: WhatsAppTarget) => (t.leadId !== undefined ? `whatsapp:lead:${t.leadId}` : `whatsapp:fleet:${t.fleetLeadId}`);
const sendKey = (t: WhatsAppTarget) => [...whatsappQueries.all, 'send', whatsappPlace(t)] as const;

/**
 * Sends a message through the outbox with its Idempotency-Key: when the API cannot be reached the
 * send waits there (and goes when the connection returns), never twice. The answer joins the
 * thread at once, before the next poll.
 */
export function useSendWhatsApp(target: WhatsAppTarget, contactName: string, conversationId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: sendKey(target),
    mutationFn: async (intent: SendIntent) =>
      postOrQueue(whatsappRoutes.send, { body: { ...target, ...intent.outgoing } }, { key: intent.key, label: `WhatsApp: ${contactName}`, place: whatsappPlace(target) }),
    onSuccess: (sent) => {
      if (!sent.queued && conversationId !== undefined) {
        client.setQueryData<InfiniteData<MessagePage, number | undefined>>(whatsappQueries.messages(conversationId).queryKey, (thread) => {
          if (!thread?.pages.length) return thread;
          const [first, ...rest] = thread.pages;
          if (first!.data.some((m) => m.id === sent.data.id)) return thread;
          return { ...thread, pages: [{ ...first!, data: [sent.data, ...first!.data] }, ...rest] };
        });
      }
    },
    // Not awaited: the pending bubble gives way to the answer at once, the refetch follows.
    onSettled: () => void client.invalidateQueries({ queryKey: whatsappQueries.all }),
  });
}

/** The sends of this lead still waiting for the API's answer: drawn as pending bubbles. */
export function useSendingIntents(target: WhatsAppTarget): SendIntent[] {
  return useMutationState({ filters: { mutationKey: sendKey(target), status: 'pending' }, select: (m) => m.state.variables as SendIntent });
}

/** Marks the conversation read when the adviser has it open: the bell, the inbox and the lists' markers follow. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => callData(whatsappRoutes.read, { params: { id: conversationId }, body: {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: whatsappQueries.conversations() });
      void client.invalidateQueries({ queryKey: whatsappQueries.inboxes() });
      void client.invalidateQueries({ queryKey: ['leads', 'list'] });
      void client.invalidateQueries({ queryKey: ['fleet', 'leads', 'list'] });
    },
  });
}

/** 'Asignar' in the inbox: the conversation (and its lead) to another adviser. */
export function useAssignConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, userId }: { conversationId: number; userId: number }) =>
      callData(whatsappRoutes.assign, { params: { id: conversationId }, body: { userId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: whatsappQueries.all }),
  });
}

/** The agency's channel (Admin → agency → WhatsApp): saved, tested against the Graph API, templates synced. */
export function useSaveAgencyWhatsApp(agencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencyWhatsAppInput) => callData(whatsappChannelRoutes.saveConfig, { params: { id: agencyId }, body: input }),
    onSuccess: (saved) => client.setQueryData(whatsappQueries.agency(agencyId).queryKey, saved),
  });
}

export function useTestAgencyWhatsApp(agencyId: number) {
  return useMutation({
    mutationFn: () => callData(whatsappChannelRoutes.test, { params: { id: agencyId }, body: {} }),
  });
}

export function useSyncTemplates(agencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callData(whatsappChannelRoutes.syncTemplates, { params: { id: agencyId }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...whatsappQueries.all, 'templates'] }),
  });
}
