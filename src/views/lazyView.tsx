import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { messages } from '../i18n/messages';

/** Shown for the moment a view's chunk takes to arrive. */
function ViewLoading() {
  return (
    <div className="wm-empty" role="status" data-view-loading="true">
      <span className="wm-spinner" aria-hidden="true" />
      <span className="wm-muted">{messages.loading}</span>
    </div>
  );
}

/** Loads a chunk's component; `now` gives it without waiting once the chunk has arrived. */
export type ChunkLoader<Component> = (() => Promise<Component>) & { readonly now?: () => Component | undefined };

/**
 * A view (or part of one) loaded on first use from its own chunk; the dialog and its header
 * show at once (the modal never waits on a chunk). Not React.lazy: a Suspense boundary holds
 * resolved content back for up to 300 ms after its fallback showed, which measured as the
 * largest part of the time to AllWallets' first rows. Once loaded, it renders synchronously,
 * with the props it was given.
 */
export function lazyView<Props extends object = object>(load: ChunkLoader<ComponentType<Props>>, fallback?: ReactNode): ComponentType<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let pending: Promise<void> | undefined;
  const ensure = () =>
    (pending ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // the next mount tries again
        throw error;
      },
    ));
  return function LazyView(props: Props) {
    // A chunk that arrived another way (preloaded) renders at once: no loading state, no extra frame.
    Loaded ??= load.now?.();
    const [, setLoaded] = useState(!!Loaded);
    useEffect(() => {
      // Rendered ahead (hidden, see ModalRoot) before its chunk came by another way: show it now.
      if (Loaded) {
        setLoaded(true);
        return;
      }
      let live = true;
      ensure().then(
        () => live && setLoaded(true),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, []);
    // The default loading state is made in each render, so it speaks the language of then.
    return Loaded ? <Loaded {...props} /> : <>{fallback === undefined ? <ViewLoading /> : fallback}</>;
  };
}
