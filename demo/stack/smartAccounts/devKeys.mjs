// The bundler's keys: accounts 20 and 21 of anvil's dev mnemonic. anvil lists and funds 0–11, which
// tests and the token setup use; these two are the stack's own (funded by startBundlers.mjs), so
// the bundler's transactions never race a test's nonces (tests may sign off chain with them).
import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEV_MNEMONIC } from '../startAnvilChains.mjs';

const keyAt = (addressIndex) => {
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex });
  return { address: account.address.toLowerCase(), privateKey: bytesToHex(account.getHdKey().privateKey) };
};

/** `{ executor, utility }`, each `{ address, privateKey }`. */
export const bundlerKeys = () => ({ executor: keyAt(20), utility: keyAt(21) });
