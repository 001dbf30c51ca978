// The small requests: the chain (GET_CHAIN_ID, SWITCH_NETWORK), the app's look, language and
// name (SYNC_THEME, SYNC_LANGUAGE `{ language }`: a BCP 47 tag, SYNC_DAPP_DATA: the name is shown
// on the approval screen), and the account type (accountTypes.mjs): the chains with smart
// accounts, the preferred type, and the Safe's address and whether it is deployed.
import { parseChainId, parseRpcUrl } from './chainState.mjs';
import { FrameError } from './frameError.mjs';
import { applyTheme } from './frameTheme.mjs';

const MAX_NAME_LENGTH = 80;

export function settingsHandlers({ session, chain, dapp, speak, accountTypes }) {
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
      applyTheme(payload);
    },

    SYNC_LANGUAGE(payload) {
      if (typeof payload.language !== 'string') throw new FrameError('Invalid language');
      return { language: speak(payload.language) };
    },

    SYNC_DAPP_DATA(payload) {
      const name = payload.metadata?.name;
      if (typeof name === 'string') dapp.name = name.trim().slice(0, MAX_NAME_LENGTH);
    },

    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: accountTypes.enabledChainIds() }),

    async SET_PREFERRED_ACCOUNT(payload) {
      const user = await session.require();
      return accountTypes.setPreferred(user, payload.type, chain.chainId);
    },

    async INIT_SMART_ACCOUNT() {
      const user = await session.require();
      return accountTypes.init(user, chain.chainId);
    },
  };
}
