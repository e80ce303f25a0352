export interface SkipLinkProps {
  /** The id of the element that takes focus (a region with tabIndex -1). */
  target: string;
}

/**
 * 'Saltar al contenido': the first Tab stop of every signed-in screen, shown only while focused.
 * It moves focus past the menu and the bar to the screen itself, so the next Tab reaches the
 * screen's first control instead of the menu's dozen items. Focus is moved by hand: a '#' link
 * would only scroll, and the router would see a new location.
 */
export function SkipLink({ target }: SkipLinkProps) {
  return (
    <a
      href={`#${target}`}
      className="crm-skip-link"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Saltar al contenido
    </a>
  );
}
