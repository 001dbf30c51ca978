import { $account, type AccountSnapshot } from '../stores/account';
import { $events, type TrackedEvent } from '../stores/events';
import { $modal, type ModalSnapshot } from '../stores/modal';
import { $network, type NetworkSnapshot } from '../stores/network';
import { readonlyStore, type ReadonlyStore } from './readonlyStore';

export interface WalletModalStores {
  $modal: ReadonlyStore<ModalSnapshot>;
  $account: ReadonlyStore<AccountSnapshot>;
  $network: ReadonlyStore<NetworkSnapshot>;
  $events: ReadonlyStore<TrackedEvent | undefined>;
}

/** The read-only stores of the host-page contract (`WalletModal.stores`). */
export const stores: WalletModalStores = Object.freeze({
  $modal: readonlyStore($modal),
  $account: readonlyStore($account),
  $network: readonlyStore($network),
  $events: readonlyStore($events),
});
