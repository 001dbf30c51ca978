import type { WalletModalAttributeProps } from 'wallet-modal/react'

/** What the page says on the app's root element, as `data-*` attributes. */
export interface HostSettings {
  /** The modal's attributes: `data-project-id`, `data-api-url`, `data-explorer-url`, … */
  modal: WalletModalAttributeProps
  /** JSON-RPC URLs for wagmi's reads (`data-mainnet-rpc`, `data-base-rpc`); unset, each chain's public one. */
  rpc: { mainnet?: string; base?: string }
}

/** The page's settings; a page that gives none gets the hosted services and public RPCs. */
export function readSettings(root: HTMLElement): HostSettings {
  const data = root.dataset
  return {
    modal: {
      projectId: data.projectId ?? import.meta.env.VITE_PROJECT_ID,
      networks: ['eip155:1', 'eip155:8453'],
      apiUrl: data.apiUrl,
      explorerUrl: data.explorerUrl,
      secureSiteUrl: data.secureSiteUrl,
      bitcoinApiUrl: data.bitcoinApiUrl,
      relayUrl: data.relayUrl,
    },
    rpc: { mainnet: data.mainnetRpc, base: data.baseRpc },
  }
}
