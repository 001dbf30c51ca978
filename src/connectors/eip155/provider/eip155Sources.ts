import type { Network } from '../../../config/Network';
import { $accounts } from '../../../stores/account';
import { $config } from '../../../stores/config';
import { $connections } from '../../../stores/connection';
import { $activeNetwork } from '../../../stores/network';

/** The store values the eip155 provider's state is made of, as they are at one moment. */
export interface Eip155Sources {
  accounts: ReturnType<typeof $accounts.get>;
  connections: ReturnType<typeof $connections.get>;
  activeNetwork: Network;
  networks: readonly Network[];
}

/** Reads them now (each store's value is replaced, never changed in place, so they stay as read). */
export function eip155Sources(): Eip155Sources {
  return { accounts: $accounts.get(), connections: $connections.get(), activeNetwork: $activeNetwork.get(), networks: $config.get().networks };
}
