import { ChainNotConfiguredError, createConnector } from '@wagmi/core';
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError, type Address, type Chain } from 'viem';
import {
  createWalletModal,
  ModalNotMountedError,
  NetworkSwitchIncompleteError,
  NoAccountError,
  type Eip155Provider,
  type WalletModalController,
  type WalletModalOptions,
} from 'wallet-modal';
import { whenRestoreSettled } from './whenRestoreSettled';

/** The modal's options (`createWalletModal`), applied when wagmi sets the connector up; none leaves the modal as the page configured it. */
export type WalletModalParameters = WalletModalOptions;

const isRejection = (error: unknown) => (error as { code?: unknown } | undefined)?.code === UserRejectedRequestError.code;

walletModal.type = 'walletModal' as const;

/**
 * A wagmi connector over the modal: wagmi's `connect` opens the modal (unless a wallet is
 * already connected there) and resolves with the account the visitor connects, whichever way
 * (browser wallet, WalletConnect, embedded wallet); wagmi's actions then go through the modal's
 * eip155 provider, and account, chain and disconnect follow the modal both ways.
 *
 * @example
 * const config = createConfig({ chains: [mainnet, base], connectors: [walletModal({ projectId })], transports })
 * await connect(config, { connector: config.connectors[0] })
 */
export function walletModal(parameters: WalletModalParameters = {}) {
  let controller: WalletModalController | undefined;
  /** The page's modal, configured with `parameters` on first use; undefined outside a browser. */
  const modal = () => {
    if (typeof window === 'undefined') return undefined;
    return (controller ??= createWalletModal(parameters));
  };
  const provider = () => modal()?.getProvider('eip155');
  const required = () => {
    const found = provider();
    if (!found) throw new ModalNotMountedError();
    return found;
  };
  const readAccounts = async (): Promise<readonly Address[]> =>
    (await required().request<string[]>({ method: 'eth_accounts' })).map((address) => getAddress(address));
  const readChainId = async () => Number(await required().request<string>({ method: 'eth_chainId' }));

  return createConnector<Eip155Provider | undefined>((config) => {
    let listening = false;

    /** Changes the chain through the modal's provider: a network the modal configures switches the way the modal does. */
    async function switchTo(chainId: number): Promise<Chain> {
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
      try {
        await required().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
      } catch (error) {
        if (isRejection(error)) throw new UserRejectedRequestError(error as Error);
        throw new SwitchChainError(error as Error);
      }
      const now = await readChainId();
      if (now !== chainId) throw new SwitchChainError(new NetworkSwitchIncompleteError({ caipNetworkId: `eip155:${chainId}`, networkName: chain.name, cause: undefined }));
      config.emitter.emit('change', { chainId });
      return chain;
    }

    /** A wallet connected in the modal itself (its button, a restored session): wagmi takes it up. */
    async function onConnect({ chainId }: { chainId: string }): Promise<void> {
      const accounts = await readAccounts();
      if (accounts.length > 0) config.emitter.emit('connect', { accounts, chainId: Number(chainId) });
    }
    const onAccountsChanged = (accounts: string[]) => {
      // An empty list comes with the provider's `disconnect`, which reports it.
      if (accounts.length > 0) config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) });
    };
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) });
    const onDisconnect = () => config.emitter.emit('disconnect');

    /**
     * The modal's provider reports every change, however the visitor made it (in the modal, in
     * the wallet, or through wagmi), so the connector listens for the page's life.
     */
    function listen(): void {
      const eip155 = provider();
      if (!eip155 || listening) return;
      listening = true;
      eip155.on('connect', (info) => void onConnect(info));
      eip155.on('accountsChanged', onAccountsChanged);
      eip155.on('chainChanged', onChainChanged);
      eip155.on('disconnect', onDisconnect);
    }

    return {
      id: 'walletModal',
      name: 'Wallet Modal',
      type: walletModal.type,

      async setup() {
        listen();
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        const eip155 = required();
        listen();
        let accounts: readonly Address[];
        try {
          accounts = isReconnecting
            ? await readAccounts()
            : (await eip155.request<string[]>({ method: 'eth_requestAccounts' })).map((address) => getAddress(address));
        } catch (error) {
          if (isRejection(error)) throw new UserRejectedRequestError(error as Error);
          throw error;
        }
        if (accounts.length === 0) throw new NoAccountError();
        let currentChainId = await readChainId();
        if (chainId && chainId !== currentChainId) {
          // Connected all the same when the wallet cannot switch; not when the visitor said no.
          const chain = await switchTo(chainId).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error;
            return undefined;
          });
          currentChainId = chain?.id ?? currentChainId;
        }
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: currentChainId,
        };
      },

      /**
       * Disconnects every eip155 connection of the modal (a WalletConnect session or an embedded
       * sign-in ends as a whole): wagmi forgets the connector, so the modal keeps no wallet that
       * wagmi would not show.
       */
      async disconnect() {
        await modal()?.disconnect({ namespace: 'eip155', all: true });
      },

      getAccounts: readAccounts,
      getChainId: readChainId,

      async getProvider() {
        return provider();
      },

      /** Whether the modal has an eip155 account, once it has restored an earlier visit's connection. */
      async isAuthorized() {
        const page = modal();
        if (!page) return false;
        try {
          await whenRestoreSettled(page);
          return (await readAccounts()).length > 0;
        } catch {
          return false;
        }
      },

      switchChain: ({ chainId }) => switchTo(chainId),
      onAccountsChanged,
      onChainChanged,
      onConnect,
      onDisconnect,
    };
  });
}
