import { useSearchParams } from 'react-router-dom';

/** The address parameter that names a record page's open tab ('/sells/leads/42?tab=whatsapp'). */
export const TAB_PARAM = 'tab';

/**
 * A record page's tabs, addressable: `?tab=<key>` opens that tab (a notification opens the lead's
 * WhatsApp conversation so), and choosing a tab writes it in place of the old one (no new history
 * entry). An unknown key falls back to the page's first tab.
 */
export function useTabParam(keys: readonly string[], fallback: string): [string, (key: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const active = asked && keys.includes(asked) ? asked : fallback;
  const choose = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, key);
        return next;
      },
      { replace: true },
    );
  return [active, choose];
}
