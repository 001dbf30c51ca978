import { expect } from 'chai';
import { AlreadyConnectedError } from '../../src/errors/connectionErrors';
import { initialConnectionState, type ConnectionRecord, type ConnectionState } from '../../src/stores/connectionState';
import { connectionReducer } from '../../src/stores/connectionReducer';

function record(uid: string): ConnectionRecord {
  return { accounts: [`0x${uid.padStart(40, '0')}`], chainId: 1, connector: { id: uid, name: uid, type: 'INJECTED', uid } };
}

function connected(...uids: string[]): ConnectionState {
  return uids.reduce((state, uid) => connectionReducer(state, { type: 'connected', connection: record(uid) }), initialConnectionState);
}

describe('connectionReducer (spec §4 status machine)', () => {
  it('goes disconnected → connecting → connected', () => {
    const connecting = connectionReducer(initialConnectionState, { type: 'connect', connectorUid: 'a' });
    expect(connecting.status).to.equal('connecting');
    const done = connectionReducer(connecting, { type: 'connected', connection: record('a') });
    expect(done).to.deep.equal({ status: 'connected', currentConnectorUid: 'a', connections: [record('a')] });
  });

  it('falls back to disconnected when a first connection fails', () => {
    const connecting = connectionReducer(initialConnectionState, { type: 'connect', connectorUid: 'a' });
    expect(connectionReducer(connecting, { type: 'failed' }).status).to.equal('disconnected');
  });

  it('falls back to connected when another connection is current', () => {
    const connecting = connectionReducer(connected('a'), { type: 'connect', connectorUid: 'b' });
    const failed = connectionReducer(connecting, { type: 'failed' });
    expect(failed.status).to.equal('connected');
    expect(failed.currentConnectorUid).to.equal('a');
  });

  it('is reconnecting while a session is restored', () => {
    expect(connectionReducer(initialConnectionState, { type: 'reconnect' }).status).to.equal('reconnecting');
  });

  it('leaves no current connector when the last connection is disconnected', () => {
    expect(connectionReducer(connected('a'), { type: 'disconnected', connectorUid: 'a' })).to.deep.equal({
      status: 'disconnected',
      currentConnectorUid: undefined,
      connections: [],
    });
  });

  it('makes another connection current when the current one is disconnected', () => {
    const next = connectionReducer(connected('a', 'b'), { type: 'disconnected', connectorUid: 'b' });
    expect(next.status).to.equal('connected');
    expect(next.currentConnectorUid).to.equal('a');
    expect(next.connections.map((c) => c.connector.uid)).to.deep.equal(['a']);
  });

  it('keeps the current connection when another one is disconnected', () => {
    const next = connectionReducer(connected('a', 'b'), { type: 'disconnected', connectorUid: 'a' });
    expect(next.currentConnectorUid).to.equal('b');
  });

  it('raises the already-connected error for the current connector', () => {
    expect(() => connectionReducer(connected('a'), { type: 'connect', connectorUid: 'a' })).to.throw(AlreadyConnectedError);
    expect(connectionReducer(connected('a'), { type: 'connect', connectorUid: 'b' }).status).to.equal('connecting');
  });

  it('switches the current connection to another live one, and ignores one that is not live', () => {
    const next = connectionReducer(connected('a', 'b'), { type: 'switch', connectorUid: 'a' });
    expect(next).to.deep.include({ status: 'connected', currentConnectorUid: 'a' });
    expect(next.connections).to.have.length(2);
    expect(connectionReducer(next, { type: 'switch', connectorUid: 'c' })).to.equal(next);
  });

  it("updates a connection that is not current without changing which one is", () => {
    const moved = { ...record('a'), accounts: ['0x' + 'f'.repeat(40)] };
    const next = connectionReducer(connected('a', 'b'), { type: 'updated', connection: moved });
    expect(next.currentConnectorUid).to.equal('b');
    expect(next.connections.find((c) => c.connector.uid === 'a')?.accounts).to.deep.equal(moved.accounts);
  });

  it('adds a restored connection beside the current one when asked not to make it current', () => {
    const next = connectionReducer(connected('a'), { type: 'connected', connection: record('b'), current: false });
    expect(next.currentConnectorUid).to.equal('a');
    expect(next.connections.map((c) => c.connector.uid)).to.deep.equal(['a', 'b']);
    const alone = connectionReducer({ ...initialConnectionState, status: 'reconnecting' }, { type: 'connected', connection: record('b'), current: false });
    expect(alone).to.deep.include({ status: 'reconnecting', currentConnectorUid: undefined });
  });

  it('reset returns to disconnected with nothing left', () => {
    expect(connectionReducer(connected('a', 'b'), { type: 'reset' })).to.deep.equal(initialConnectionState);
  });
});
