import { useSearchParams } from 'react-router-dom';

/** The address parameter that names a record page's tab to open ('/sells/leads/42?tab=whatsapp'). */
export const TAB_PARAM = 'tab';

/**
 * The tab a record page's address asks for (`?tab=<key>`, e.g. a notification opening the lead's
 * WhatsApp conversation), when it is one of the page's; undefined otherwise. The page opens it as its
 * tabs' default and keys its tabs by it, so a later address asking for another tab opens that one;
 * choosing tabs by hand writes nothing in the address (the spec's first tab per layout stands).
 */
export function useTabParam(keys: readonly string[]): string | undefined {
  const [params] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  return asked && keys.includes(asked) ? asked : undefined;
}
