import { computed, map } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import { $connections } from './connection';
import type { ConnectionStatus, ConnectorInfo } from './connectionState';
import { $activeNamespace } from './network';

export type AccountType = 'eoa' | 'smartAccount';

/** Account state per chain namespace (spec §3). */
export interface AccountState {
  caipAddress?: string | undefined;
  address?: string | undefined;
  balance?: string | undefined;
  balanceSymbol?: string | undefined;
  /** True while `balance` is the spec's fallback because the balance could not be read. */
  balanceUnavailable?: boolean | undefined;
  profileName?: string | undefined;
  profileImage?: string | undefined;
  addressExplorerUrl?: string | undefined;
  user?: Readonly<Record<string, unknown>> | undefined;
  tokenBalance?: readonly unknown[] | undefined;
  allAccounts: readonly { address: string; type: AccountType }[];
  smartAccountDeployed?: boolean | undefined;
  currentTab: number;
  socialProvider?: string | undefined;
  farcasterUrl?: string | undefined;
  preferredAccountTypes?: Partial<Record<ChainNamespace, AccountType>> | undefined;
  addressLabels: Readonly<Record<string, string>>;
  connector?: Omit<ConnectorInfo, 'uid'> | undefined;
}

export const emptyAccount: AccountState = Object.freeze({ allAccounts: [], currentTab: 0, addressLabels: {} });

export const $accounts = map<Partial<Record<ChainNamespace, AccountState>>>({});

export function getAccount(namespace: ChainNamespace): AccountState {
  return $accounts.get()[namespace] ?? emptyAccount;
}

export function patchAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void {
  $accounts.setKey(namespace, { ...getAccount(namespace), ...patch });
}

/** Clears every account field of a namespace (spec §4 reset). */
export function clearAccount(namespace: ChainNamespace): void {
  $accounts.setKey(namespace, { ...emptyAccount });
}

export interface AccountSnapshot {
  status: ConnectionStatus;
  address: string | undefined;
  caipAddress: string | undefined;
  namespace: ChainNamespace;
  balance: string | undefined;
  balanceSymbol: string | undefined;
  /** The balance shown is the fallback (0.00 ETH), not a real zero: it could not be read. */
  balanceUnavailable: boolean;
  profileName: string | undefined;
  profileImage: string | undefined;
  connector: Omit<ConnectorInfo, 'uid'> | undefined;
  /** The embedded wallet's accounts (its plain one and, where enabled, its smart account); empty for other wallets. */
  allAccounts: readonly { address: string; type: AccountType }[];
  /** The account type the visitor prefers, per namespace (spec §3), as the embedded wallet reported it. */
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>> | undefined;
  /** Whether the embedded wallet's smart account is on chain (its first transaction deploys it); undefined for other wallets. */
  smartAccountDeployed: boolean | undefined;
}

/** The active namespace's account as hosts read it (contract `$account`). */
export const $account = computed([$accounts, $connections, $activeNamespace], (accounts, connections, namespace): AccountSnapshot => {
  const account = accounts[namespace] ?? emptyAccount;
  return {
    status: connections[namespace]?.status ?? 'disconnected',
    address: account.address,
    caipAddress: account.caipAddress,
    namespace,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    balanceUnavailable: account.balanceUnavailable === true,
    profileName: account.profileName,
    profileImage: account.profileImage,
    connector: account.connector,
    allAccounts: account.allAccounts,
    preferredAccountTypes: account.preferredAccountTypes,
    smartAccountDeployed: account.smartAccountDeployed,
  };
});

/** Whether the active namespace has a connected address. */
export const $isConnected = computed($account, (account) => account.status === 'connected' && !!account.address);
