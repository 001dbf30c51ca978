// Which of a user's two accounts is in use: the plain key account ('eoa') or their Safe
// ('smartAccount', safeAccount.mjs), on the chains where a bundler runs (the frame config's
// bundlerChainIds; elsewhere always the eoa). The preferred type is what the user last chose
// (SET_PREFERRED_ACCOUNT, kept per user in this origin's storage), else what the app asked for
// (GET_USER / CONNECT_SOCIAL `preferredAccountType`), else 'smartAccount' (spec §9's default
// for eip155). The Safe's address is the same on every chain; it is computed once per user with
// any chain's RPC (the contracts are the same everywhere, the proxy code checked by its hash).
// Only the address: whether the Safe is deployed on a chain is read from that chain's own RPC,
// until it is seen deployed there (then it is remembered: a deployed Safe stays deployed).
import { chainClient } from './chainClient.mjs';
import { checkRpcChain } from './checkRpcChain.mjs';
import { FrameError } from './frameError.mjs';
import { addressOnly, toUserSafe } from './safeAccount.mjs';

export const ACCOUNT_TYPES = ['eoa', 'smartAccount'];
const storageKey = (userId) => `preferred-account-type/${userId}`;

function storedType(userId) {
  try {
    const value = localStorage.getItem(storageKey(userId));
    return ACCOUNT_TYPES.includes(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const notEnabled = (chainId) => new FrameError(`Smart accounts are not available on chain ${chainId}`, 4200);

export function createAccountTypes({ config, chain }) {
  const safes = new Map(); // userId -> Promise<address>
  const deployed = new Set(); // `${chainId}:${address}` of the Safes seen deployed (a deployed Safe stays so)
  let requested; // the type the app last asked for

  const isEnabled = (chainId) => config.bundlerChainIds.includes(chainId);

  /** A client for deriving the Safe's address only: another chain's RPC when `chainId` has none. */
  function addressClient(chainId) {
    const rpcUrl = chain.rpcUrlFor(chainId) ?? config.bundlerChainIds.map(chain.rpcUrlFor).find(Boolean) ?? chain.anyRpcUrl();
    if (!rpcUrl) throw new FrameError(`No RPC URL for chain ${chainId}`, -32603);
    return chainClient(chainId, rpcUrl);
  }

  function safeAddressOf(user, chainId) {
    if (!safes.has(user.userId)) {
      const found = toUserSafe({ client: addressClient(chainId), owner: addressOnly(user.address) }).then((safe) => safe.getAddress());
      found.catch(() => safes.delete(user.userId));
      safes.set(user.userId, found);
    }
    return safes.get(user.userId);
  }

  /** Whether `address` has code on `chainId`; once seen there (its RPC answering for that chain), it is not read again. */
  async function isDeployed(address, chainId) {
    const key = `${chainId}:${address.toLowerCase()}`;
    if (deployed.has(key)) return true;
    const rpcUrl = chain.rpcUrlFor(chainId);
    if (!rpcUrl) return false;
    const client = chainClient(chainId, rpcUrl);
    const code = await client.getCode({ address });
    if (!code || code === '0x') return false;
    await checkRpcChain(client, chainId);
    deployed.add(key);
    return true;
  }

  const preferredType = (user) => storedType(user.userId) ?? requested ?? 'smartAccount';

  /** `{ type, address, eoa, safe? }`: the account in use on `chainId`. */
  async function active(user, chainId) {
    if (!isEnabled(chainId) || preferredType(user) === 'eoa') return { type: 'eoa', address: user.address, eoa: user.address };
    const safe = await safeAddressOf(user, chainId);
    return { type: 'smartAccount', address: safe, eoa: user.address, safe };
  }

  return {
    isEnabled,
    enabledChainIds: () => [...config.bundlerChainIds],
    /** The user's Safe address (the same on every chain). */
    safeAddress: safeAddressOf,
    active,
    isDeployed,
    /** Remembers the type the app asks for (ignored unless one of ACCOUNT_TYPES). */
    request(type) {
      if (ACCOUNT_TYPES.includes(type)) requested = type;
    },
    /** GET_USER's account fields on `chainId`. */
    async describe(user, chainId) {
      const inUse = await active(user, chainId);
      const accounts = [{ address: user.address, type: 'eoa' }];
      if (isEnabled(chainId)) accounts.push({ address: await safeAddressOf(user, chainId), type: 'smartAccount' });
      const safe = accounts[1]?.address;
      return { address: inUse.address, accounts, preferredAccountType: inUse.type, smartAccountDeployed: safe ? await isDeployed(safe, chainId) : false };
    },
    /** SET_PREFERRED_ACCOUNT: kept for the user; a smart account only where one runs. */
    async setPreferred(user, type, chainId) {
      if (!ACCOUNT_TYPES.includes(type)) throw new FrameError(`Unknown account type: ${String(type).slice(0, 40)}`);
      if (type === 'smartAccount' && !isEnabled(chainId)) throw notEnabled(chainId);
      try {
        localStorage.setItem(storageKey(user.userId), type);
      } catch {
        throw new FrameError('The account type could not be saved');
      }
      return { type, address: (await active(user, chainId)).address };
    },
    /** INIT_SMART_ACCOUNT on `chainId`. */
    async init(user, chainId) {
      if (!isEnabled(chainId)) throw notEnabled(chainId);
      const address = await safeAddressOf(user, chainId);
      return { address, isDeployed: await isDeployed(address, chainId) };
    },
  };
}
