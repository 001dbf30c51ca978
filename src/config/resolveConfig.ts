import { namespaceConnector } from '../connectors/namespaceConnectors';
import type { ChainNamespace } from './chainNamespaces';
import {
  CONNECT_METHODS_ORDER,
  CONNECTOR_ORDER,
  DEFAULT_CAIP_NETWORK_ID,
  DEFAULT_FEATURES,
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
  DEFAULT_SERVICE_TIMEOUT_MS,
  WALLET_FEATURES_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
  type Features,
  type WalletFeature,
} from './defaults';
import {
  HOSTED_ANALYTICS_URL,
  HOSTED_API_URL,
  HOSTED_EXPLORER_URL,
  HOSTED_RELAY_URL,
  HOSTED_SECURE_SITE_URL,
  HOSTED_VERIFY_URL,
} from './hostedServices';
import type { Network } from './Network';
import { resolveNetworks } from './resolveNetworks';
import { resolveSwapRouters } from './swapRouters';
import { PENDING_WATCH_POLL_MS } from './transactionTiming';
import type { AppMetadata, SiwxOptions, WalletModalOptions } from './WalletModalOptions';

export interface ResolvedConfig {
  projectId: string;
  networks: readonly Network[];
  defaultNetwork: Network;
  apiUrl: string;
  explorerUrl: string;
  relayUrl: string;
  secureSiteUrl: string;
  /** WalletConnect's verify service: the SDK's attestation frame and its public key. */
  verifyUrl: string;
  analyticsUrl: string;
  /** The host's Esplora API for Bitcoin balances; undefined: the network's default (the Bitcoin connector's). */
  bitcoinApiUrl: string | undefined;
  metadata: AppMetadata;
  features: Features;
  walletFeaturesOrder: readonly WalletFeature[];
  connectMethodsOrder: readonly ConnectMethod[];
  connectorOrder: readonly ConnectorGroup[];
  featuredWalletIds: readonly string[];
  includeWalletIds: readonly string[];
  excludeWalletIds: readonly string[];
  allowUnsupportedChain: boolean;
  enableNetworkSwitch: boolean;
  manualWCControl: boolean;
  enableEmbedded: boolean;
  /** The legal links as the page gave them (the legal checkbox links them only when they are web pages). */
  termsConditionsUrl: string | undefined;
  privacyPolicyUrl: string | undefined;
  pendingTransactionsFilter: { enable: boolean; pollingInterval: number };
  /** Sign-in, when the page asks for it. */
  siwx: SiwxOptions | undefined;
  /** Namespaces among the networks that are registered (have a connector and its adapter). */
  adapters: readonly ChainNamespace[];
  sdkType: string;
  sdkVersion: string;
  serviceTimeoutMs: number;
  /** The host's convert-service router per swap network (CAIP-2 id → lowercase address), over the defaults of actions/swap. */
  swapRouters: Readonly<Record<string, `0x${string}`>>;
  /** Configuration entries that were dropped, for the host's console. */
  warnings: readonly string[];
}

function trimUrl(value: string | undefined, fallback: string): string {
  return (value?.trim() || fallback).replace(/\/+$/, '');
}

function fallbackNetworks(apiUrl: string, projectId: string): Network[] {
  return resolveNetworks([DEFAULT_CAIP_NETWORK_ID], { apiUrl, projectId }).networks;
}

/** Applies the defaults of spec §1 and §9 to what the host gave. Never throws. */
const positiveOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback);

export function resolveConfig(options: WalletModalOptions = {}): ResolvedConfig {
  const projectId = options.projectId?.trim() ?? '';
  const apiUrl = trimUrl(options.apiUrl, HOSTED_API_URL);
  const warnings: string[] = [];
  const resolved = resolveNetworks(options.networks ?? [DEFAULT_CAIP_NETWORK_ID], { apiUrl, projectId });
  for (const entry of resolved.rejected) warnings.push(`Network not found: ${entry}`);
  const networks = resolved.networks.length > 0 ? resolved.networks : fallbackNetworks(apiUrl, projectId);
  const requestedDefault = options.defaultNetwork?.trim();
  const defaultNetwork = networks.find((n) => n.caipNetworkId === requestedDefault) ?? (networks[0] as Network);
  if (requestedDefault && defaultNetwork.caipNetworkId !== requestedDefault) {
    warnings.push(`Default network ${requestedDefault} is not among the networks; using ${defaultNetwork.caipNetworkId}`);
  }
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))];
  return {
    projectId,
    networks,
    defaultNetwork,
    apiUrl,
    explorerUrl: trimUrl(options.explorerUrl, HOSTED_EXPLORER_URL),
    relayUrl: trimUrl(options.relayUrl, HOSTED_RELAY_URL),
    secureSiteUrl: trimUrl(options.secureSiteUrl, HOSTED_SECURE_SITE_URL),
    verifyUrl: trimUrl(options.verifyUrl, HOSTED_VERIFY_URL),
    analyticsUrl: trimUrl(options.analyticsUrl, HOSTED_ANALYTICS_URL),
    bitcoinApiUrl: options.bitcoinApiUrl?.trim() ? trimUrl(options.bitcoinApiUrl, '') : undefined,
    metadata: options.metadata ?? { name: typeof document === 'undefined' ? '' : document.title },
    features: { ...DEFAULT_FEATURES, ...options.features },
    walletFeaturesOrder: WALLET_FEATURES_ORDER,
    connectMethodsOrder: CONNECT_METHODS_ORDER,
    connectorOrder: CONNECTOR_ORDER,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    manualWCControl: options.manualWCControl ?? false,
    enableEmbedded: options.enableEmbedded ?? false,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    pendingTransactionsFilter: {
      enable: options.pendingTransactionsFilter?.enable === true,
      pollingInterval: positiveOr(options.pendingTransactionsFilter?.pollingInterval, PENDING_WATCH_POLL_MS),
    },
    siwx: options.siwx && typeof options.siwx === 'object' ? options.siwx : undefined,
    adapters: namespaces.filter((ns) => namespaceConnector(ns) !== undefined),
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    serviceTimeoutMs: positiveOr(options.serviceTimeoutMs, DEFAULT_SERVICE_TIMEOUT_MS),
    swapRouters: resolveSwapRouters(options.swapRouters, warnings),
    warnings,
  };
}
