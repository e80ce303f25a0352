import type { FleetLead } from '@shared/schemas/fleetLead';
import { bridge } from '../../../../lib/bridge';
import { toast } from '../../../../ui/toast';
import { ContactButtons } from '../../../../ui/ContactButtons';

/** The Tareas contact block (spec part 2): WhatsApp, e-mail and phone call, each a collapsible with a button opening the link. */
export function FleetContactBlock({ lead }: { lead: FleetLead }) {
  const phone = lead.phone ?? lead.CompanyContactPerson?.phone ?? null;
  const email = lead.email ?? lead.CompanyContactPerson?.email ?? null;
  const open = (url: string) =>
    void bridge['external:open']({ url }).then(
      (ok) => (ok === false ? toast.error('No se pudo abrir el enlace') : undefined),
      (e: Error) => toast.error(e.message),
    );
  return <ContactButtons variant="collapsible" phone={phone} email={email} onOpen={(_channel, url) => open(url)} />;
}
