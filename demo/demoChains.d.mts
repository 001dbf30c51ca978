// Types of the demo pages' chains and networks, for the TypeScript tests that configure the modal as the demo does.
import type { Network, WalletModalOptions } from '../src/index';

interface DemoStack {
  apiUrl: string;
  chains?: Record<string, string>;
  manualMiningChainId?: number | null;
}

export function demoChains(stack: DemoStack): Record<number, string>;

export function demoNetworks(options: {
  ids: string;
  builtIns: readonly Omit<Network, 'rpcUrls' | 'caipNetworkId'>[];
  stack: DemoStack;
  projectId: string | null;
  origin: string;
}): NonNullable<Exclude<WalletModalOptions['networks'], string>>;
