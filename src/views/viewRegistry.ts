import type { ComponentType } from 'react';
import { VIEW_MANIFEST, type FirstLoadViewName, type ViewName } from '../router/viewManifest';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectView } from './ConnectView';
import { lazyView, type ChunkLoader } from './lazyView';

/** The components of the manifest's first-load views (exactly those: the type says so). */
const FIRST_LOAD_VIEWS: Record<FirstLoadViewName, ComponentType> = {
  Connect: ConnectView,
  ConnectWallets: ConnectView,
  ConnectingExternal: ConnectingExternalView,
};

/**
 * The component of every view of the manifest: a first-load view's own, a lazy view's loaded
 * from its chunk on first use.
 */
export const viewRegistry = Object.fromEntries(
  Object.entries(VIEW_MANIFEST).map(([name, entry]) => [
    name,
    'load' in entry ? lazyView(entry.load as ChunkLoader<ComponentType>) : FIRST_LOAD_VIEWS[name as FirstLoadViewName],
  ]),
) as Record<ViewName, ComponentType>;
