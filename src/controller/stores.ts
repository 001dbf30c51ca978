import { $account, type AccountSnapshot } from '../stores/account';
import { $events, type TrackedEvent } from '../stores/events';
import { $modal, type ModalSnapshot } from '../stores/modal';
import { $network, type NetworkSnapshot } from '../stores/network';
import { readonlyStore, type ReadonlyStore } from './readonlyStore';

export interface WalletModalStores {
  readonly $modal: ReadonlyStore<ModalSnapshot>;
  readonly $account: ReadonlyStore<AccountSnapshot>;
  readonly $network: ReadonlyStore<NetworkSnapshot>;
  readonly $events: ReadonlyStore<TrackedEvent | undefined>;
}

/** The read-only stores of the host-page contract (`WalletModal.stores`). */
export const stores: WalletModalStores = Object.freeze({
  $modal: readonlyStore($modal),
  $account: readonlyStore($account),
  $network: readonlyStore($network),
  $events: readonlyStore($events),
});
