import { createConfig, http } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'
import { walletModal } from 'wallet-modal/wagmi'
import type { HostSettings } from './settings.ts'

/** The app's wagmi config: the modal is its one connector, so wagmi's hooks follow what the visitor connects there. */
export function createWagmiConfig(settings: HostSettings) {
  return createConfig({
    chains: [mainnet, base],
    connectors: [walletModal()],
    // Else wagmi adds a connector of its own for each browser wallet it discovers (EIP-6963),
    // and takes the wallet the visitor connects in the modal through that one, past the modal.
    multiInjectedProviderDiscovery: false,
    transports: {
      [mainnet.id]: http(settings.rpc.mainnet),
      [base.id]: http(settings.rpc.base),
    },
  })
}

declare module 'wagmi' {
  interface Register {
    config: ReturnType<typeof createWagmiConfig>
  }
}
