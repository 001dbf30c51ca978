import { stores, type NetworkSnapshot } from 'wallet-modal';
import { useReadonlyStore } from './useReadonlyStore';
import { walletModalController } from './walletModalController';

export interface UseWalletNetworkResult {
  network: NetworkSnapshot;
  /** Moves the page (and the connected wallet) to a configured network, by CAIP-2 id. */
  switchNetwork(caipNetworkId: string): Promise<void>;
}

const switchNetwork = (caipNetworkId: string) => walletModalController().switchNetwork(caipNetworkId);

/** The active network (`stores.$network`) and the switch to another. */
export function useWalletNetwork(): UseWalletNetworkResult {
  return { network: useReadonlyStore(stores.$network), switchNetwork };
}
