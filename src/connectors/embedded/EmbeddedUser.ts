/** Spec §3 embedded-wallet user, as the secure frame reports it (checked where it enters). */
export interface EmbeddedUser {
  email: string | undefined;
  address: string;
  chainId: number | string;
  accounts: readonly { address: string; type: 'eoa' | 'smartAccount' }[];
  userName: string | undefined;
  preferredAccountType: 'eoa' | 'smartAccount';
  smartAccountDeployed: boolean;
}
