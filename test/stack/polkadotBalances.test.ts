// The data-service twin's balance call for the polkadot CAIP-2 ids (demo/stack/polkadot/): the
// dev keys funded from the start, the answer in the shape of the other namespaces, an address
// that is not SS58 (or whose checksum is wrong) refused as the twin refuses any bad address, and
// both networks listed among the supported chains.
import { expect } from 'chai';
import { POLKADOT_DEV_KEYS } from '../../demo/stack/polkadot/devKeys.mjs';
import { POLKADOT_MAINNET, POLKADOT_WESTEND } from '../../demo/stack/polkadot/polkadotChains.mjs';
import { dataGet, type Balance } from './dataKit';

const invalidAddress = { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] };
const balanceOf = (address: string, chainId: string) =>
  dataGet<{ balances: Balance[] }>(`/v1/account/${encodeURIComponent(address)}/balance`, `currency=usd&chainId=${encodeURIComponent(chainId)}`);

describe('local stack: Polkadot balances from the data-service twin', () => {
  it('answers a dev key on Polkadot and Westend with its native coin, in the balance shape', async () => {
    const key = POLKADOT_DEV_KEYS[3]!;
    const dot = await balanceOf(key.addresses[POLKADOT_MAINNET]!, POLKADOT_MAINNET);
    expect(dot.status).to.equal(200);
    expect(dot.body.balances).to.have.length(1);
    expect(dot.body.balances[0]).to.deep.include({ name: 'Polkadot', symbol: 'DOT', chainId: POLKADOT_MAINNET, quantity: { decimals: '10', numeric: '103.0' } });
    expect(dot.body.balances[0]?.value).to.equal(103 * (dot.body.balances[0]?.price as number));
    // Any SS58 format of the key reads the same holdings (the generic one here).
    const wnd = await balanceOf(key.address, POLKADOT_WESTEND);
    expect(wnd.body.balances[0]).to.deep.include({ symbol: 'WND', chainId: POLKADOT_WESTEND, quantity: { decimals: '12', numeric: '103.0' }, value: 0 });
  });

  it('refuses an address that is not SS58 or whose checksum is wrong', async () => {
    const good = POLKADOT_DEV_KEYS[0]!.addresses[POLKADOT_MAINNET]!;
    const badChecksum = `${good.slice(0, -1)}${good.endsWith('1') ? '2' : '1'}`;
    for (const address of ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', badChecksum, 'not-an-address', good.slice(0, 40)]) {
      expect(await balanceOf(address, POLKADOT_MAINNET), address).to.deep.equal({ status: 400, body: invalidAddress });
    }
  });

  it('lists both Polkadot networks among the supported chains', async () => {
    const { body } = await dataGet<{ http: string[] }>('/v1/supported-chains', '');
    expect(body.http).to.include.members([POLKADOT_MAINNET, POLKADOT_WESTEND]);
  });
});
