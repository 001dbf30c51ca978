import type { ChainNamespace } from '../config/chainNamespaces';
import type { ConnectorInfo } from './connectionState';

/** DOM events of the host-page contract, by name, with their `detail`. */
export interface HostEventMap {
  'modal-open': { connected: boolean };
  'modal-close': { connected: boolean };
  connect: {
    address: string;
    caipAddress: string;
    chainId: number | string;
    namespace: ChainNamespace;
    connector: Omit<ConnectorInfo, 'uid'>;
  };
  disconnect: { namespace: ChainNamespace };
  'network-change': { caipNetworkId: string };
  track: { event: string; properties: Readonly<Record<string, unknown>> };
  'sign-in': { address: string; chainId: string; namespace: ChainNamespace; message: string; signature: string };
  'sign-out': { address: string; chainId: string; namespace: ChainNamespace };
}

export type HostEventName = keyof HostEventMap;
type Listener = <K extends HostEventName>(name: K, detail: HostEventMap[K]) => void;

const listeners = new Set<Listener>();

/** Lets the active `<wallet-modal>` element turn these into DOM events. */
export function onHostEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitHostEvent<K extends HostEventName>(name: K, detail: HostEventMap[K]): void {
  for (const listener of [...listeners]) {
    try {
      listener(name, detail);
    } catch (error) {
      // A host's listener must not break the modal's own flow.
      console.error('[wallet-modal] event listener failed', error);
    }
  }
}
