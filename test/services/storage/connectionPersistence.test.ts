import { expect } from 'chai';
import { getActiveCaipNetworkId, getActiveNamespace, getConnectedConnectorId, getConnectedNamespaces, getConnectionStatus, removeActiveCaipNetworkId, removeActiveNamespace } from '../../../src/services/storage/connectionPersistence';
import { addConnectedNamespace, removeConnectedConnectorId, removeConnectedNamespace, setActiveCaipNetworkId, setActiveNamespace, setConnectedConnectorId, setConnectionStatus } from '../../../src/services/storage/connectionPersistenceWrites';
import { connectedConnectorIdKey, StorageKeys } from '../../../src/services/storage/storageKeys';
import { getConnections, removeConnections, setConnections, type ConnectionRecord } from '../../../src/services/storage/connections';
import { resetStorage } from './support';

describe('connectionPersistence', () => {
  beforeEach(resetStorage);

  it('keeps connected namespaces as a comma list with add and remove', () => {
    expect(getConnectedNamespaces()).to.deep.equal([]);
    expect(addConnectedNamespace('eip155')).to.deep.equal(['eip155']);
    expect(addConnectedNamespace('solana')).to.deep.equal(['eip155', 'solana']);
    expect(addConnectedNamespace('eip155')).to.deep.equal(['eip155', 'solana']);
    expect(JSON.parse(localStorage.getItem(StorageKeys.CONNECTED_NAMESPACES) ?? '')).to.equal('eip155,solana');
    expect(getConnectedNamespaces()).to.deep.equal(['eip155', 'solana']);
    expect(removeConnectedNamespace('eip155')).to.deep.equal(['solana']);
    expect(getConnectedNamespaces()).to.deep.equal(['solana']);
    removeConnectedNamespace('solana');
    expect(localStorage.getItem(StorageKeys.CONNECTED_NAMESPACES)).to.equal(null);
  });

  it('refuses unknown namespaces', () => {
    expect(addConnectedNamespace('ethereum' as never)).to.deep.equal([]);
    expect(setActiveNamespace('ethereum' as never)).to.equal(false);
    expect(localStorage.getItem(StorageKeys.ACTIVE_NAMESPACE)).to.equal(null);
  });

  it('round-trips the active namespace', () => {
    expect(getActiveNamespace()).to.equal(undefined);
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const) {
      expect(setActiveNamespace(ns)).to.equal(true);
      expect(getActiveNamespace()).to.equal(ns);
    }
    removeActiveNamespace();
    expect(getActiveNamespace()).to.equal(undefined);
  });

  it('round-trips the active CAIP-2 network id and refuses malformed ones', () => {
    expect(getActiveCaipNetworkId()).to.equal(undefined);
    for (const id of ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'cosmos:cosmoshub-4'] as const) {
      expect(setActiveCaipNetworkId(id)).to.equal(true);
      expect(getActiveCaipNetworkId()).to.equal(id);
    }
    expect(setActiveCaipNetworkId('eip155' as never)).to.equal(false);
    expect(setActiveCaipNetworkId('foo:1')).to.equal(false);
    expect(setActiveCaipNetworkId('eip155:')).to.equal(false);
    expect(setActiveCaipNetworkId('eip155:1:2')).to.equal(false);
    expect(getActiveCaipNetworkId()).to.equal('cosmos:cosmoshub-4');
    removeActiveCaipNetworkId();
    expect(getActiveCaipNetworkId()).to.equal(undefined);
  });

  it('round-trips every connection status, defaulting to disconnected', () => {
    expect(getConnectionStatus()).to.equal('disconnected');
    for (const status of ['connecting', 'connected', 'reconnecting', 'disconnected'] as const) {
      expect(setConnectionStatus(status)).to.equal(true);
      expect(getConnectionStatus()).to.equal(status);
    }
    setConnectionStatus('connected');
    expect(setConnectionStatus('online' as never)).to.equal(false);
    expect(getConnectionStatus()).to.equal('connected');
  });

  it('keeps one connector id per namespace under connectedConnectorId:{namespace}', () => {
    expect(connectedConnectorIdKey('eip155')).to.equal('@wallet-modal/connectedConnectorId:eip155');
    expect(setConnectedConnectorId('eip155', 'injected')).to.equal(true);
    expect(setConnectedConnectorId('solana', 'phantom')).to.equal(true);
    expect(getConnectedConnectorId('eip155')).to.equal('injected');
    expect(getConnectedConnectorId('solana')).to.equal('phantom');
    expect(localStorage.getItem('@wallet-modal/connectedConnectorId:solana')).to.equal('"phantom"');
    removeConnectedConnectorId('eip155');
    expect(getConnectedConnectorId('eip155')).to.equal(undefined);
    expect(getConnectedConnectorId('solana')).to.equal('phantom');
    expect(setConnectedConnectorId('eip155', '')).to.equal(false);
    expect(setConnectedConnectorId('nope' as never, 'x')).to.equal(false);
  });
});

describe('connections', () => {
  beforeEach(resetStorage);

  const record: ConnectionRecord = {
    accounts: ['0x1111111111111111111111111111111111111111'],
    chainId: 1,
    connector: { id: 'injected', name: 'MetaMask', type: 'ANNOUNCED', uid: 'uid-1' },
  };
  const solanaRecord: ConnectionRecord = {
    accounts: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
    chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    connector: { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', uid: 'uid-2' },
  };

  it('round-trips records per namespace', () => {
    expect(getConnections('eip155')).to.deep.equal([]);
    expect(setConnections('eip155', [record])).to.equal(true);
    expect(setConnections('solana', [solanaRecord])).to.equal(true);
    expect(getConnections('eip155')).to.deep.equal([record]);
    expect(getConnections('solana')).to.deep.equal([solanaRecord]);
    removeConnections('eip155');
    expect(getConnections('eip155')).to.deep.equal([]);
    expect(getConnections('solana')).to.deep.equal([solanaRecord]);
    expect(setConnections('solana', [])).to.equal(true);
    expect(localStorage.getItem(StorageKeys.CONNECTIONS)).to.equal(null);
  });

  it('refuses malformed records', () => {
    expect(setConnections('eip155', [{ ...record, accounts: [] }])).to.equal(false);
    expect(setConnections('eip155', [{ ...record, chainId: 0 }])).to.equal(false);
    expect(setConnections('eip155', [{ ...record, connector: { ...record.connector, uid: 7 as never } }])).to.equal(false);
    expect(setConnections('eip155', Array(11).fill(record))).to.equal(false);
    expect(localStorage.getItem(StorageKeys.CONNECTIONS)).to.equal(null);
  });
});
