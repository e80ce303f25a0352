import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { WhatsAppTarget } from './types';

const WhatsAppPanel = lazy(async () => ({ default: (await import('./WhatsAppPanel')).WhatsAppPanel }));

/**
 * The 'WhatsApp' tab of a lead's page, retail or fleet: none for a role that does not converse.
 * Mounted only while open, because the conversation polls every 5 s and marks read only when seen.
 */
export function whatsappTab(converses: boolean, target: WhatsAppTarget, contactName: string) {
  if (!converses) return [];
  return [
    {
      key: 'whatsapp',
      label: 'WhatsApp',
      destroyOnHidden: true,
      children: (
        <Suspense fallback={<Spin style={{ display: 'block', margin: 32 }} />}>
          <WhatsAppPanel target={target} contactName={contactName} />
        </Suspense>
      ),
    },
  ];
}
