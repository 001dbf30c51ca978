// The local Solana ledger (demo/stack/solana/), read and written the way the modal and wallets
// do: @solana/web3.js `Connection` through the data service's JSON-RPC gateway (subscriptions
// on the ledger's own ws:// port, which web3.js needs to confirm), and the twin's balance call.
import { expect } from 'chai';
import {
  Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SendTransactionError, SystemProgram, Transaction, TransactionMessage, VersionedTransaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { GENESIS_HASHES, SOLANA_PRICES } from '../../demo/stack/solana/solanaAssets.mjs';
import { SOLANA_CHAIN_IDS, SOLANA_DEV_ADDRESSES, SOLANA_MAINNET, SOLANA_USDC, solanaDevKeypair } from '../support/solanaDevKeys';
import { IDS, stackInfo } from './stackInfo';

interface BalanceEntry {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

async function connectionFor(chainId = SOLANA_MAINNET): Promise<Connection> {
  const { apiUrl, solanaRpcUrl } = await stackInfo();
  return new Connection(`${apiUrl}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=test-project`, {
    commitment: 'confirmed',
    wsEndpoint: solanaRpcUrl.replace(/^http/, 'ws'),
  });
}

describe('local stack: Solana ledger through the gateway', () => {
  it('routes all three Solana CAIP-2 ids to the ledger, each answering its own genesis hash', async () => {
    for (const [i, chainId] of SOLANA_CHAIN_IDS.entries()) {
      const connection = await connectionFor(chainId);
      const genesis = await connection.getGenesisHash();
      expect(genesis).to.equal(GENESIS_HASHES[i]);
      expect(genesis.startsWith(chainId.slice('solana:'.length))).to.equal(true);
    }
    const { apiUrl } = await stackInfo();
    const listed = (await (await fetch(`${apiUrl}/v1/supported-chains?${IDS}`)).json()) as { http: string[] };
    expect(listed.http).to.include.members([...SOLANA_CHAIN_IDS]);
  });

  it('holds SOL on every dev key and answers the read methods a wallet calls', async () => {
    const connection = await connectionFor();
    const balances = await Promise.all(SOLANA_DEV_ADDRESSES.map((address) => connection.getBalance(new PublicKey(address))));
    expect(balances).to.have.length(10);
    for (const lamports of balances) expect(lamports).to.be.greaterThan(10 * LAMPORTS_PER_SOL);
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    expect(lastValidBlockHeight).to.be.greaterThan(await connection.getBlockHeight());
    expect((await connection.isBlockhashValid(blockhash)).value).to.equal(true);
    expect(await connection.getMinimumBalanceForRentExemption(165)).to.equal(2039280);
    expect(await connection.getVersion()).to.have.property('solana-core');
    const [known, unknown] = await connection.getMultipleAccountsInfo([new PublicKey(SOLANA_DEV_ADDRESSES[0]!), Keypair.generate().publicKey]);
    expect(known?.owner.toBase58()).to.equal(SystemProgram.programId.toBase58());
    expect(unknown).to.equal(null);
  });

  it('confirms a SOL transfer and records it', async () => {
    const connection = await connectionFor();
    const payer = solanaDevKeypair(7);
    const receiver = Keypair.generate().publicKey;
    const before = await connection.getBalance(payer.publicKey);
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 0.25 * LAMPORTS_PER_SOL }));
    const signature = await sendAndConfirmTransaction(connection, tx, [payer]);
    expect(await connection.getBalance(receiver)).to.equal(0.25 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(payer.publicKey)).to.equal(before - 0.25 * LAMPORTS_PER_SOL - 5000);
    const [status] = (await connection.getSignatureStatuses([signature])).value;
    expect(status?.err).to.equal(null);
    expect(status?.confirmationStatus).to.equal('finalized');
    const recorded = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(recorded?.meta?.fee).to.equal(5000);
    expect(recorded?.transaction.signatures[0]).to.equal(signature);
  });

  it('takes v0 transactions and refuses a failing one with the node’s preflight error', async () => {
    const connection = await connectionFor();
    const payer = solanaDevKeypair(7);
    const receiver = Keypair.generate().publicKey;
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: LAMPORTS_PER_SOL / 100 })],
    }).compileToV0Message();
    expect((await connection.getFeeForMessage(message)).value).to.equal(5000);
    const v0 = new VersionedTransaction(message);
    v0.sign([payer]);
    const signature = await connection.sendTransaction(v0);
    expect((await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })).value.err).to.equal(null);

    const tooMuch = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 10_000 * LAMPORTS_PER_SOL }));
    const error = await sendAndConfirmTransaction(connection, tooMuch, [payer]).then(() => null, (e: unknown) => e);
    expect(error).to.be.instanceOf(SendTransactionError);
    expect((error as SendTransactionError).message).to.contain('custom program error: 0x1');
    expect((error as SendTransactionError).logs?.join('\n')).to.contain('insufficient lamports');
  });

  it('reads the USDC-like SPL token accounts of a dev key (jsonParsed, as web3.js expects)', async () => {
    const connection = await connectionFor();
    const owner = new PublicKey(SOLANA_DEV_ADDRESSES[0]!);
    const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint: new PublicKey(SOLANA_USDC.mint) });
    expect(value).to.have.length(1);
    const info = value[0]!.account.data.parsed.info;
    expect(info.mint).to.equal(SOLANA_USDC.mint);
    expect(info.owner).to.equal(owner.toBase58());
    expect(info.tokenAmount.decimals).to.equal(6);
    expect(Number(info.tokenAmount.uiAmountString)).to.be.at.least(1);
    const balance = await connection.getTokenAccountBalance(value[0]!.pubkey);
    expect(balance.value.amount).to.equal(info.tokenAmount.amount);
    const mint = await connection.getParsedAccountInfo(new PublicKey(SOLANA_USDC.mint));
    expect((mint.value?.data as { parsed: { type: string; info: { decimals: number } } }).parsed.info.decimals).to.equal(6);
  });

  it('answers Solana-shaped JSON-RPC errors for malformed calls', async () => {
    const { apiUrl } = await stackInfo();
    const call = async (body: string) =>
      (await (await fetch(`${apiUrl}/v1/?chainId=${encodeURIComponent(SOLANA_MAINNET)}&projectId=test-project`, { method: 'POST', body })).json()) as {
        error?: { code: number; message: string };
      };
    expect((await call('{"jsonrpc":"2.0","id":1,"method":"getBalance","params":["not-an-address"]}')).error).to.deep.equal({ code: -32602, message: 'Invalid param: Invalid' });
    expect((await call('{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}')).error?.code).to.equal(-32601);
    expect((await call('{"jsonrpc":"2.0","id":1,"method":"sendTransaction","params":["0OIl"]}')).error?.code).to.equal(-32602);
  });
});

describe('local stack: the data service twin’s Solana balances', () => {
  it('answers the balance call for a dev key: SOL and the SPL token, with USD values', async () => {
    const { apiUrl } = await stackInfo();
    const address = SOLANA_DEV_ADDRESSES[1]!;
    const res = await fetch(`${apiUrl}/v1/account/${address}/balance?currency=usd&chainId=${encodeURIComponent(SOLANA_MAINNET)}&${IDS}`);
    expect(res.status).to.equal(200);
    const { balances } = (await res.json()) as { balances: BalanceEntry[] };
    const sol = balances.find((b) => b.symbol === 'SOL');
    const usdc = balances.find((b) => b.symbol === 'USDC');
    expect(sol).to.include({ name: 'Solana', chainId: SOLANA_MAINNET, price: SOLANA_PRICES.SOL });
    expect(sol).to.not.have.property('address');
    expect(sol!.quantity.decimals).to.equal('9');
    expect(sol!.value).to.be.closeTo(Number(sol!.quantity.numeric) * SOLANA_PRICES.SOL!, 1e-6);
    expect(usdc).to.include({ name: 'USD Coin', chainId: SOLANA_MAINNET, address: `${SOLANA_MAINNET}:${SOLANA_USDC.mint}`, price: 1 });
    expect(usdc!.quantity).to.deep.equal({ decimals: '6', numeric: '1000.0' });
    expect(usdc!.value).to.equal(1000);
    expect(usdc!.iconUrl).to.contain('/public/getTokenImage/USDC');
  });

  it('prices SOL and the SPL token by their Solana CAIP-10 ids', async () => {
    const { apiUrl } = await stackInfo();
    const addresses = [`${SOLANA_MAINNET}:So11111111111111111111111111111111111111112`, `${SOLANA_MAINNET}:${SOLANA_USDC.mint}`, `${SOLANA_MAINNET}:${SOLANA_DEV_ADDRESSES[0]}`];
    // One token a call, as the hosted service prices only the first address.
    const priced = [];
    for (const address of addresses) {
      const res = await fetch(`${apiUrl}/v1/fungible/price?${IDS}`, { method: 'POST', body: JSON.stringify({ currency: 'usd', addresses: [address], projectId: 'test-project' }) });
      const body = (await res.json()) as { fungibles?: { address: string; symbol: string; price: number }[] };
      priced.push([res.status, ...(body.fungibles ?? []).flatMap((f) => [f.address, f.symbol, f.price])]);
    }
    expect(priced).to.deep.equal([
      [200, addresses[0], 'SOL', SOLANA_PRICES.SOL],
      [200, addresses[1], 'USDC', 1],
      [400],
    ]);
  });

  it('keeps a Solana address as written and refuses what is not one', async () => {
    const { apiUrl } = await stackInfo();
    const empty = Keypair.generate().publicKey.toBase58();
    const devnet = SOLANA_CHAIN_IDS[1]!;
    const fresh = (await (await fetch(`${apiUrl}/v1/account/${empty}/balance?currency=usd&chainId=${encodeURIComponent(devnet)}&${IDS}`)).json()) as { balances: BalanceEntry[] };
    expect(fresh.balances.map((b) => [b.symbol, b.quantity.numeric, b.chainId])).to.deep.equal([['SOL', '0.0', devnet]]);
    const bad = await fetch(`${apiUrl}/v1/account/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/balance?currency=usd&chainId=${encodeURIComponent(devnet)}&${IDS}`);
    expect(bad.status).to.equal(400);
    const history = await fetch(`${apiUrl}/v1/account/${empty}/history?chainId=${encodeURIComponent(devnet)}&${IDS}`);
    expect(await history.json()).to.deep.equal({ data: [], next: null });
  });
});
