import { lazy, Suspense, useState, type ComponentType } from 'react';

type AnyProps = Record<string, unknown>;

/**
 * A dialog whose code loads the first time it opens, so a closed dialog (its form, pickers and
 * schemas) does not ride with the screen. Drop-in for the named export it wraps:
 *
 *   const CreateLeadModal = lazyDialog(() => import('../modals/CreateLeadModal'), 'CreateLeadModal');
 *
 * Until it first opens it renders nothing; afterwards it stays mounted, so closing animates and
 * reopening is instant. `isOpen` says when a dialog opened through another prop
 * (e.g. `sale={…}`) is open; the default reads `open`.
 */
export function lazyDialog<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
  isOpen: (props: AnyProps) => boolean = (props) => props.open === true,
): M[K] {
  const Dialog = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<AnyProps> }));
  function LazyDialog(props: AnyProps) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Derived state (React's documented pattern): remember that it opened once.
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `lazyDialog(${name})`;
  return LazyDialog as unknown as M[K];
}
