import { useState } from 'react';
import { ContactButtons, type ContactChannel } from '../../../ui/ContactButtons';
import { bridge } from '../../../lib/bridge';
import type { Lead } from '../types';
import { leadName } from '../format';
import { lazyDialog } from '../../../ui/lazyDialog';

const NewActivityModal = lazyDialog(() => import('../modals/NewActivityModal'), 'NewActivityModal');

export interface ContactPanelProps {
  lead: Lead;
  /** Contact data hidden from this viewer (subasta): the channels cannot be opened. */
  masked: boolean;
}

type Channel = { channel: string; type: string };

const CHANNELS: Record<ContactChannel, Channel> = {
  whatsapp: { channel: 'whatsapp', type: 'whatsapp' },
  llamada: { channel: 'telefono', type: 'llamada' },
  correo: { channel: 'correo', type: 'correo' },
};

/** WhatsApp, call, e-mail: each opens the external channel, then the new-activity dialog (spec §2). */
export function ContactPanel({ lead, masked }: ContactPanelProps) {
  const [activity, setActivity] = useState<Channel | null>(null);
  const phone = lead.phone ?? lead.leadPhones?.[0]?.value;
  const email = lead.email ?? lead.leadEmails?.[0]?.value;

  const open = async (url: string, next: Channel): Promise<void> => {
    await bridge['external:open']({ url }).catch(() => false);
    setActivity(next);
  };

  return (
    <>
      <ContactButtons phone={phone} email={email} disabled={masked} onOpen={(c, url) => void open(url, CHANNELS[c])} />
      {activity ? (
        <NewActivityModal leadId={lead.id} clientName={leadName(lead)} open channel={activity.channel} type={activity.type} onClose={() => setActivity(null)} />
      ) : null}
    </>
  );
}
