// Spec §6 as the built-in namespaces class their methods: reads and raw sends are safe, every
// signature, send or grant is not, and a method a namespace does not list is not safe (fail closed).
import { expect } from 'chai';
import { isSafeRpcMethod } from '../../src/connectors/isSafeRpcMethod';
import { namespaceConnector } from '../../src/connectors/namespaceConnectors';

describe('isSafeRpcMethod', () => {
  it('keeps eip155 reads and raw sends safe', async () => {
    for (const method of ['eth_call', 'eth_getBalance', 'eth_blockNumber', 'eth_getTransactionReceipt', 'eth_sendRawTransaction', 'eth_chainId', 'eth_accounts']) {
      expect(await isSafeRpcMethod(method, 'eip155'), method).to.equal(true);
    }
  });

  it('holds every signature, send and grant unsafe, eth_sign and the older typed-data versions included', async () => {
    const unsafe = {
      eip155: ['personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls', 'wallet_grantPermissions', 'eth_sendUserOperation'],
      solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'],
      bip122: ['signMessage', 'signPsbt', 'sendTransfer'],
      polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
      cosmos: ['cosmos_signAmino', 'cosmos_signDirect'],
    };
    for (const [namespace, methods] of Object.entries(unsafe)) {
      for (const method of methods) expect(await isSafeRpcMethod(method, namespace), `${namespace} ${method}`).to.equal(false);
    }
  });

  it('fails closed: a method the namespace does not list, or another namespace\'s read, is not safe', async () => {
    expect(await isSafeRpcMethod('eth_newMethodNobodyKnows', 'eip155')).to.equal(false);
    expect(await isSafeRpcMethod('eth_call', 'solana')).to.equal(false);
    expect(await isSafeRpcMethod('eth_call', 'no-such-namespace')).to.equal(false);
    expect(await isSafeRpcMethod('cosmos_getAccounts', 'cosmos')).to.equal(true);
  });

  it('without a namespace (the embedded frame), safe only when listed safe and listed unsafe nowhere', async () => {
    expect(await isSafeRpcMethod('eth_call')).to.equal(true);
    expect(await isSafeRpcMethod('personal_sign')).to.equal(false);
    expect(await isSafeRpcMethod('signMessage')).to.equal(false);
    expect(await isSafeRpcMethod('made_up')).to.equal(false);
  });

  it('fails closed when a namespace\'s table cannot load: its reads are then unsafe too', async () => {
    const connector = namespaceConnector('eip155');
    if (!connector) throw new Error('eip155 is registered');
    const load = connector.loadRpcMethods;
    connector.loadRpcMethods = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    try {
      expect(await isSafeRpcMethod('eth_call', 'eip155')).to.equal(false);
      expect(await isSafeRpcMethod('eth_call')).to.equal(false);
    } finally {
      connector.loadRpcMethods = load;
    }
    expect(await isSafeRpcMethod('eth_call', 'eip155')).to.equal(true);
  });
});
