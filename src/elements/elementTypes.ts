/**
 * The types hosts see of <wallet-modal> and <wallet-button>: their properties, attributes and
 * DOM events, and the global DOM and React JSX entries that make `querySelector('wallet-modal')`,
 * `addEventListener('connect', …)` and `<wallet-modal project-id="…">` typed. Types only.
 */
import type { ThemeMode } from '../config/WalletModalOptions';
import type { HostEventMap } from '../stores/hostEvents';
import type { WalletButtonElement } from './WalletButtonElement';
import type { WalletModalElement } from './WalletModalElement';

/** The configuration properties of `<wallet-modal>`, each backed by its kebab-case attribute. */
export interface WalletModalProperties {
  /** `project-id`: the project id sent to the hosted services. */
  projectId: string | undefined;
  /** `networks`: comma-separated CAIP-2 ids of built-in networks. */
  networks: string | undefined;
  /** `default-network`: the network active at first, if among `networks`. */
  defaultNetwork: string | undefined;
  /** `theme-mode`: `light` or `dark`; unset, the visitor's system setting. */
  themeMode: ThemeMode | undefined;
  /** `language`: a BCP 47 tag (`es`, `pt-BR`, `ar`). */
  language: string | undefined;
  /** `api-url`: the blockchain data service, also the JSON-RPC gateway. */
  apiUrl: string | undefined;
  /** `explorer-url`: the wallet-list service. */
  explorerUrl: string | undefined;
  /** `relay-url`: the WalletConnect relay. */
  relayUrl: string | undefined;
  /** `secure-site-url`: the embedded wallet's secure site. */
  secureSiteUrl: string | undefined;
  /** `analytics-url`: the analytics service. */
  analyticsUrl: string | undefined;
  /** `verify-url`: WalletConnect's verify service. */
  verifyUrl: string | undefined;
  /** `bitcoin-api-url`: an Esplora-shaped API of the page's Bitcoin network, up to its `/api`. */
  bitcoinApiUrl: string | undefined;
}

/** The properties of `<wallet-button>`. */
export interface WalletButtonProperties {
  /** `balance`: `hide` hides the balance of the connected account; unset, it shows. */
  balance: 'hide' | undefined;
}

type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`) : Head}${KebabCase<Tail>}`
  : S;

/** The attributes of `<wallet-modal>` as markup (JSX, templates) writes them. */
export type WalletModalAttributes = {
  [K in keyof WalletModalProperties as KebabCase<K>]?: Exclude<WalletModalProperties[K], undefined>;
};

/** The attributes of `<wallet-button>` as markup writes them. */
export type WalletButtonAttributes = {
  [K in keyof WalletButtonProperties]?: Exclude<WalletButtonProperties[K], undefined>;
};

/** The contract's DOM events of `<wallet-modal>`, as `CustomEvent`s (they bubble and are composed). */
export type WalletModalEvents = { [K in keyof HostEventMap]: CustomEvent<HostEventMap[K]> };

/** Every event a `<wallet-modal>` can fire: the HTML element's and the contract's. */
export interface WalletModalElementEventMap extends HTMLElementEventMap, WalletModalEvents {}

declare global {
  interface HTMLElementTagNameMap {
    'wallet-modal': WalletModalElement;
    'wallet-button': WalletButtonElement;
  }
}
