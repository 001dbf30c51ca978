import type { Features } from '../config/defaults';

/** What decides whether a feature is offered. */
export interface FeatureRule {
  /** The page's `features` option that turns it on and off. */
  option?: keyof Features;
  /** The project's remote switch: its id in /appkit/v1/config, and what its provider list must hold. */
  remote?: RemoteSwitch;
  /** Offered on every namespace; any other feature only where the active namespace's connector lists it. */
  everyNamespace?: true;
  /** Offered only with a connected account. */
  needsConnection?: boolean;
  /** Offered only when the page asked for sign-in (the `siwx` option). */
  needsSiwx?: boolean;
}

/**
 * A feature's switch in the project's remote configuration, read as AppKit reads it
 * (isRemoteFeatureOn): `allows` says which provider lists (`config`) turn it on.
 */
export interface RemoteSwitch {
  id: 'social_login' | 'swap' | 'onramp' | 'activity' | 'multi_wallet';
  allows?: (list: readonly unknown[]) => boolean;
}

const anyProvider = (list: readonly unknown[]) => list.length > 0;

/**
 * Every feature this build has, and what it depends on. A feature of the spec that is not
 * built has no entry, so it is never offered. Which namespaces a feature exists on is not
 * here: a namespace-bound feature (NamespaceFeature) is offered only where the active
 * namespace's connector lists it in its `features`.
 */
export const FEATURE_RULES = {
  allWallets: { option: 'allWallets', everyNamespace: true },
  /** Receiving (spec §1 wallet feature): the connected address as text and QR code, and the networks it can receive on. */
  receive: { option: 'receive', everyNamespace: true, needsConnection: true },
  /** Connecting by email: the embedded wallet in the secure frame (spec §1). */
  email: { option: 'email', remote: { id: 'social_login', allows: (list) => list.includes('email') } },
  /** Connecting by a social login (spec §1 socials), the same embedded wallet. */
  socials: { option: 'socials', remote: { id: 'social_login', allows: (list) => list.some((entry) => entry !== 'email') } },
  activity: { option: 'history', remote: { id: 'activity' }, needsConnection: true },
  /** The account's name and avatar from the identity call (spec §9). */
  identity: { needsConnection: true },
  /** Account names (spec §9): registering one, and a name typed as a send's recipient looked up. */
  names: { needsConnection: true },
  /** Sending the native coin or a token (spec §1 wallet feature, §9). */
  send: { option: 'send', needsConnection: true },
  /** Swapping tokens through the convert service (spec §1 wallet feature, on the §9 swap networks). */
  swaps: { option: 'swaps', remote: { id: 'swap', allows: anyProvider }, needsConnection: true },
  /** Buying crypto through the on-ramp providers (spec §1: two providers). */
  onramp: { option: 'onramp', remote: { id: 'onramp', allows: anyProvider }, needsConnection: true },
  /** Paying a host's payment from the wallet or an exchange (spec §1 pay), on the host's pay() call. */
  pay: { option: 'pay', everyNamespace: true },
  /** Sign-in with the connected account (SIWX), on every namespace that has a sign-in message, when the page asks for it. */
  siwx: { needsConnection: true, needsSiwx: true },
  /** Smart sessions (ERC-7715): the host's wallet_grantPermissions shown in words, and the account's sessions listed and revoked. */
  smartSessions: { option: 'smartSessions', needsConnection: true },
  /** Token balances from the wallet's asset list or the balance call. */
  tokenBalances: { needsConnection: true },
} as const satisfies Record<string, FeatureRule>;

export type FeatureId = keyof typeof FEATURE_RULES;
