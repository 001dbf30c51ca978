// A refusal reaches the visitor as 'You declined in your wallet' only if toWalletError knows it
// for one: EIP-1193's 4001, viem's named error, and wallets that give no code but say it.
import { expect } from 'chai';
import { UserRejectedRequestError, WalletRequestError } from '../../src/errors/walletRequestErrors';
import { toWalletError } from '../../src/errors/toWalletError';

const withCode = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('toWalletError', () => {
  it('reads a 4001 anywhere in the cause chain as the visitor’s refusal', () => {
    expect(toWalletError(withCode(4001, 'Request denied'))).to.be.instanceOf(UserRejectedRequestError);
    expect(toWalletError(new Error('wrapped', { cause: withCode(4001, 'no') }))).to.be.instanceOf(UserRejectedRequestError);
  });

  it('reads a wallet that says it only in words (no code) as a refusal', () => {
    expect(toWalletError(new Error('User rejected the request.'))).to.be.instanceOf(UserRejectedRequestError);
    expect(toWalletError(new Error('WalletSignMessageError: User canceled'))).to.be.instanceOf(UserRejectedRequestError);
    expect(toWalletError(new Error('user cancelled the signature'))).to.be.instanceOf(UserRejectedRequestError);
  });

  it('leaves any other failure a WalletRequestError with its cause', () => {
    const original = withCode(-32603, 'Internal error: the user rejection list is empty');
    const mapped = toWalletError(original);
    expect(mapped).to.be.instanceOf(WalletRequestError);
    expect(mapped.cause).to.equal(original);
  });
});
