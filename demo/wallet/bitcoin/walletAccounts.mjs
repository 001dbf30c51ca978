// The demo Bitcoin wallet's accounts for one dev key of the ledger twin (devKeys.mjs): payment
// (P2WPKH) first, ordinals (P2TR) second, as Wallet Standard accounts (address, publicKey
// bytes, chains, features) with the `purpose` and `addressType` Bitcoin wallets add, and the
// signing key behind each, which never leaves the wallet.
import { BITCOIN_DEV_KEYS } from '../../stack/bitcoin/devKeys.mjs';
import { BIP122_TESTNET, ECPair, hexToBytes, outputScriptOf } from '../../stack/bitcoin/bitcoinLib.mjs';

export const ACCOUNT_FEATURES = Object.freeze(['bitcoin:signMessage', 'bitcoin:signTransaction', 'bitcoin:sendTransfer']);

function account(key, index) {
  const publicKey = hexToBytes(key.publicKey);
  return Object.freeze({
    address: key.address,
    // A copy each time: an app cannot change the wallet's key by writing to the bytes.
    get publicKey() {
      return publicKey.slice();
    },
    chains: Object.freeze([BIP122_TESTNET]),
    features: ACCOUNT_FEATURES,
    label: `Dev ${index} ${key.purpose}`,
    purpose: key.purpose,
    addressType: key.addressType,
  });
}

function signer(key) {
  const pair = ECPair.fromPrivateKey(hexToBytes(key.privateKey));
  const internalKey = key.addressType === 'p2tr' ? hexToBytes(key.publicKey) : undefined;
  return { type: key.addressType, script: outputScriptOf(key.address), pair, internalKey, privateKey: hexToBytes(key.privateKey) };
}

/** `{ accounts: [payment, ordinals], signers: Map(address → signer) }` for dev key `index`. */
export function walletAccounts(index) {
  const key = BITCOIN_DEV_KEYS[index];
  if (!Number.isInteger(index) || !key) throw new RangeError(`The ledger twin has dev keys 0-${BITCOIN_DEV_KEYS.length - 1}; got ${index}`);
  const keys = [key.payment, key.ordinals];
  return {
    accounts: Object.freeze(keys.map((k) => account(k, index))),
    signers: new Map(keys.map((k) => [k.address, signer(k)])),
  };
}
