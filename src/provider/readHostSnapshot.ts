import { $accounts } from '../stores/account';
import { $config } from '../stores/config';
import { $connections } from '../stores/connection';
import { $activeNetwork } from '../stores/network';
import type { HostSnapshot } from './ProviderHost';

/** The stores' values a provider's state is made of, now. */
export function readHostSnapshot(): HostSnapshot {
  return { accounts: $accounts.get(), connections: $connections.get(), activeNetwork: $activeNetwork.get(), networks: $config.get().networks };
}
