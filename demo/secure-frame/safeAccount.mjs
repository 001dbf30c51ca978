// The user's smart account: a Safe 1.4.1 with the 4337 module 0.3.0 on EntryPoint v0.7 (the
// contracts the local stack deploys at the same addresses on every chain), owned 1-of-1 by the
// user's key with a fixed salt nonce, so its address is the same on every chain and on every
// run. `owner` is the user's viem account (signing), or an address-only account that refuses
// to sign (addressOnly), for the address and for preparing user operations.
import { toSafeSmartAccount } from 'permissionless/accounts';
import { createPublicClient, custom, decodeAbiParameters, isAddressEqual, keccak256, toFunctionSelector } from 'viem';
import { toAccount } from 'viem/accounts';
import { ENTRY_POINT_07, SAFE_PROXY_CREATION_CODE_HASH, SMART_ACCOUNT_CONTRACTS } from '../stack/smartAccounts/smartAccountAddresses.mjs';
import { FrameError } from './frameError.mjs';

export const SAFE_SALT_NONCE = 0n;

export { ENTRY_POINT_07 };

const refuse = () => Promise.reject(new Error('This account does not sign'));

/** An owner that knows only its address. */
export const addressOnly = (address) => toAccount({ address, signMessage: refuse, signTransaction: refuse, signTypedData: refuse });

const PROXY_CREATION_CODE = toFunctionSelector('proxyCreationCode()');

/**
 * `client`, but the proxy factory's proxyCreationCode() answer, which the Safe's address is
 * derived from, must be the known code: an RPC that answers other code would give the user a
 * Safe address they do not own.
 */
function checkingProxyCode(client) {
  return createPublicClient({
    chain: client.chain,
    transport: custom({
      async request(args) {
        const answer = await client.request(args);
        const [call] = Array.isArray(args.params) ? args.params : [];
        const asksProxyCode = args.method === 'eth_call' && typeof call?.to === 'string' && isAddressEqual(call.to, SMART_ACCOUNT_CONTRACTS.safeProxyFactory) && call.data?.startsWith(PROXY_CREATION_CODE);
        if (asksProxyCode && keccak256(decodeAbiParameters([{ type: 'bytes' }], answer)[0]) !== SAFE_PROXY_CREATION_CODE_HASH) {
          throw new FrameError("The chain's RPC answered another Safe proxy code", -32603);
        }
        return answer;
      },
    }),
  });
}

/** The Safe of `owner` on the chain `client` talks to; `address` when already known saves a call (else it is derived, the chain's answer checked). */
export function toUserSafe({ client, owner, address }) {
  return toSafeSmartAccount({
    client: address ? client : checkingProxyCode(client),
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: ENTRY_POINT_07, version: '0.7' },
    saltNonce: SAFE_SALT_NONCE,
    safeSingletonAddress: SMART_ACCOUNT_CONTRACTS.safeSingleton,
    safeProxyFactoryAddress: SMART_ACCOUNT_CONTRACTS.safeProxyFactory,
    multiSendAddress: SMART_ACCOUNT_CONTRACTS.multiSend,
    multiSendCallOnlyAddress: SMART_ACCOUNT_CONTRACTS.multiSendCallOnly,
    safe4337ModuleAddress: SMART_ACCOUNT_CONTRACTS.safe4337Module,
    safeModuleSetupAddress: SMART_ACCOUNT_CONTRACTS.safeModuleSetup,
    ...(address ? { address } : {}),
  });
}
