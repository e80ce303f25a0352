import type { Message } from './types';
import type { PendingBubble } from './MessageThread';

/**
 * The pending bubbles whose message is not in the thread yet. The API writes a send before it
 * answers, so a poll can bring the message while its send still waits for the answer: that bubble
 * would show twice ('Enviado' and 'Enviando'). A pending send is taken as answered by an outgoing
 * message with its text (or template) that came after the send began (an id above `seenUpTo[key]`,
 * the highest id the thread held then), each message answering one send.
 */
export function pendingNotYetAnswered(pending: readonly PendingBubble[], messages: readonly Message[], seenUpTo: ReadonlyMap<string, number>): PendingBubble[] {
  const taken = new Set<number>();
  return pending.filter((p) => {
    const after = seenUpTo.get(p.key) ?? Number.POSITIVE_INFINITY;
    const answer = messages.find(
      (m) => m.direction === 'out' && m.id > after && !taken.has(m.id) && m.kind === p.message.kind && m.templateName === p.message.templateName && (p.message.kind === 'template' || m.text === p.message.text),
    );
    if (!answer) return true;
    taken.add(answer.id);
    return false;
  });
}
