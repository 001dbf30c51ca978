// The small requests: the chain (GET_CHAIN_ID, SWITCH_NETWORK), the app's look and name
// (SYNC_THEME, SYNC_DAPP_DATA: the name is shown on the approval screen), and the account type
// (only 'eoa' here: smart accounts are not part of the local frame).
import { parseChainId, parseRpcUrl } from './chainState.mjs';
import { FrameError } from './frameError.mjs';

const MAX_NAME_LENGTH = 80;

export function settingsHandlers({ session, chain, dapp }) {
  return {
    GET_CHAIN_ID: () => ({ chainId: chain.chainId }),

    SWITCH_NETWORK(payload) {
      const chainId = parseChainId(payload.chainId);
      if (!chainId) throw new FrameError('Invalid chain id');
      let rpcUrl;
      if (payload.rpcUrl !== undefined && payload.rpcUrl !== null) {
        rpcUrl = parseRpcUrl(payload.rpcUrl);
        if (!rpcUrl) throw new FrameError('Invalid RPC URL');
      }
      chain.use(chainId, rpcUrl);
      return { chainId };
    },

    SYNC_THEME(payload) {
      if (payload.themeMode === 'light' || payload.themeMode === 'dark') document.documentElement.dataset.theme = payload.themeMode;
    },

    SYNC_DAPP_DATA(payload) {
      const name = payload.metadata?.name;
      if (typeof name === 'string') dapp.name = name.trim().slice(0, MAX_NAME_LENGTH);
    },

    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),

    async SET_PREFERRED_ACCOUNT(payload) {
      if (payload.type !== 'eoa') throw new FrameError('Only eoa accounts are available');
      const user = await session.require();
      return { type: 'eoa', address: user.address };
    },
  };
}
