// The data-service twin's balance call for the Cosmos Hub ids (demo/stack/cosmos/): the dev keys
// hold ATOM from the start on both networks, in the shape of every other balance answer; an
// address that is not a bech32 `cosmos1…` account is refused as any bad address is.
import { expect } from 'chai';
import { dataGet, DEV, type Balance } from './dataKit';
import { COSMOS_DEV_KEYS } from '../../demo/stack/cosmos/devKeys.mjs';

const balanceOf = (address: string, chainId: string) =>
  dataGet<{ balances: Balance[] }>(`/v1/account/${encodeURIComponent(address)}/balance`, `currency=usd&chainId=${encodeURIComponent(chainId)}`);
const invalidAddress = { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] };

describe('local stack: Cosmos balances', () => {
  it('answers a dev key ATOM on the Cosmos Hub and its testnet, in the shape of the other namespaces', async () => {
    for (const chainId of ['cosmos:cosmoshub-4', 'cosmos:theta-testnet-001']) {
      const { status, body } = await balanceOf(COSMOS_DEV_KEYS[3]!.address, chainId);
      expect(status).to.equal(200);
      expect(body.balances).to.have.length(1);
      const [atom] = body.balances;
      expect(atom).to.deep.include({ name: 'Cosmos Hub Atom', symbol: 'ATOM', chainId, quantity: { decimals: '6', numeric: '1250.0' } });
      expect(atom).to.not.have.property('address');
      expect(atom!.value).to.equal(1250 * atom!.price);
      expect(atom!.iconUrl).to.be.a('string');
    }
  });

  it('answers an account it never funded with no ATOM', async () => {
    const { status, body } = await balanceOf('cosmos1sguafvgmel6f880ryvq8efh9522p8zvmrzlcrq', 'cosmos:cosmoshub-4');
    expect(status).to.equal(200);
    expect(body.balances.map((b) => [b.symbol, b.quantity.numeric])).to.deep.equal([['ATOM', '0.0']]);
  });

  it('refuses what is not a cosmos1… account: another prefix, a bad checksum, upper case, an EVM address', async () => {
    const good = COSMOS_DEV_KEYS[3]!.address;
    const badChecksum = `${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`;
    for (const address of ['osmo1sguafvgmel6f880ryvq8efh9522p8zvmr9zq7l', badChecksum, good.toUpperCase(), DEV[2], 'cosmos1']) {
      expect(await balanceOf(address, 'cosmos:cosmoshub-4'), address).to.deep.equal({ status: 400, body: invalidAddress });
    }
  });
});
