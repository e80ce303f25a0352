/**
 * The records of a list screen (ListScreen's table body, focusable with tabIndex -1): where the
 * skip link lands when the screen has one, so Tab, Enter, Tab reaches the first record.
 */
export const RECORDS_ATTR = 'data-skip-records';

export interface SkipLinkProps {
  /** The id of the element that takes focus (a region with tabIndex -1). */
  target: string;
}

/**
 * 'Saltar al contenido': the first Tab stop of every signed-in screen, shown only while focused.
 * It moves focus past the menu and the bar to the screen itself, so the next Tab reaches the
 * screen's first control instead of the menu's dozen items. On a list screen it lands on the
 * records themselves (past the search, filters, tabs and sortable headers): the next Tab is the
 * first record's link. Focus is moved by hand: a '#' link
 * would only scroll, and the router would see a new location.
 */
export function SkipLink({ target }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className="crm-skip-link"
      onClick={(e) => {
        e.preventDefault();
        const records = document.querySelector<HTMLElement>(`#${target} [${RECORDS_ATTR}]`);
        (records ?? document.getElementById(target))?.focus();
      }}
    >
      Saltar al contenido
    </a>
  );
}
