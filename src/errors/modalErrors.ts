import { BaseError } from './BaseError';

/** A caller asked for a view the modal does not have, or one whose feature is not offered. */
export class ViewNotAvailableError extends BaseError {
  override name = 'ViewNotAvailableError' as const;
  readonly view: string;
  constructor(view: string) {
    super(`View ${view} is not available`);
    this.view = view;
  }
}

/** No `<wallet-modal>` element is on the page to show the modal in. */
export class ModalNotMountedError extends BaseError {
  override name = 'ModalNotMountedError' as const;
  constructor() {
    super('No <wallet-modal> element is connected to the page');
  }
}

/** A CAIP-2 id that is not among the configured networks (spec §8 'Network not found'). */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError' as const;
  constructor(caipNetworkId: string) {
    super('Network not found', { details: caipNetworkId });
  }
}

/** Opening with a namespace that no configured network belongs to. */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError' as const;
  constructor(namespace: string) {
    super(`Namespace is required to be one of the configured networks' namespaces`, { details: namespace });
  }
}

/** `getProvider` for a namespace this build has no provider for. */
export class ProviderNotAvailableError extends BaseError {
  override name = 'ProviderNotAvailableError' as const;
  readonly namespace: string;
  constructor(namespace: string) {
    super(`No provider for ${namespace} in this build`, { details: namespace });
    this.namespace = namespace;
  }
}

/** registerNamespace for a namespace another connector already registered. */
export class NamespaceAlreadyRegisteredError extends BaseError {
  override name = 'NamespaceAlreadyRegisteredError' as const;
  constructor(namespace: string) {
    super(`The ${namespace} namespace is already registered`, { details: namespace });
  }
}

/**
 * A `switchNetwork` call that a later one replaced before it finished: the later call
 * decides the network, so this one changes nothing and says which call took over.
 */
export class NetworkSwitchSupersededError extends BaseError {
  override name = 'NetworkSwitchSupersededError' as const;
  readonly caipNetworkId: string;
  readonly supersededBy: string;
  constructor(caipNetworkId: string, supersededBy: string) {
    super(`The switch to ${caipNetworkId} was superseded by a switch to ${supersededBy}`);
    this.caipNetworkId = caipNetworkId;
    this.supersededBy = supersededBy;
  }
}

/**
 * The wallet gave no answer to a switch in the time the modal waits for one (the visitor may
 * still answer in the wallet: the modal then follows the wallet's network).
 */
export class NetworkSwitchTimeoutError extends BaseError {
  override name = 'NetworkSwitchTimeoutError' as const;
  readonly caipNetworkId: string;
  readonly networkName: string;
  constructor({ caipNetworkId, networkName }: { caipNetworkId: string; networkName: string }) {
    super(`The wallet did not answer the switch to ${networkName}`, { details: caipNetworkId });
    this.caipNetworkId = caipNetworkId;
    this.networkName = networkName;
  }
}

/**
 * The wallet said yes to a switch but is still on another network once it had time to move
 * (EIP-1193 4901, the code of its cause: the page's provider rejects with it).
 */
export class NetworkSwitchIncompleteError extends BaseError {
  override name = 'NetworkSwitchIncompleteError' as const;
  readonly caipNetworkId: string;
  readonly networkName: string;
  constructor({ caipNetworkId, networkName, cause }: { caipNetworkId: string; networkName: string; cause: unknown }) {
    super(`The wallet did not move to ${networkName}`, { details: caipNetworkId, cause });
    this.caipNetworkId = caipNetworkId;
    this.networkName = networkName;
  }
}
