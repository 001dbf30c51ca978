// anvil's development accounts 0-11 (default mnemonic), checksummed. Tests that send
// transactions use 6-9; tests that read balances use 0-5, so balances stay predictable. 10 and
// 11 each send in one file only (hostProviderWalletConnect, smartSessions): a sender's
// transactions there must not race another file's for the account's nonce or balance.
import { mnemonicToAccount, type HDAccount } from 'viem/accounts';

export const DEV_ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
] as const;

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const devAccounts = new Map<number, HDAccount>();

/** Default-mnemonic account `index`, which signs in the page (anvil's dev accounts are 0-11 of it). */
export function devAccountAt(index: number): HDAccount {
  let account = devAccounts.get(index);
  if (!account) devAccounts.set(index, (account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index })));
  return account;
}
