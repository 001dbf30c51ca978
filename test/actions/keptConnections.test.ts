// What the restore could not ask this visit (keptConnections) stays stored for the next, beside
// the live connections, and a disconnect of every connection forgets it too: the next visit's
// restore reads what is stored here.
import { expect } from 'chai';
import { keepConnections } from '../../src/actions/connection/keptConnections';
import { storedConnections } from '../../src/actions/connection/storedConnections';
import { storeConnections } from '../../src/actions/connection/storeConnections';
import { disconnect } from '../../src/actions/disconnect';
import { getConnections } from '../../src/services/storage/connections';
import { resetAll } from '../support/modalTestKit';

const EMAIL = { accounts: ['0x00000000000000000000000000000000000000e1'], chainId: 1, connector: { id: 'ID_AUTH', name: 'Email', type: 'AUTH', uid: 'ID_AUTH' } };

describe('connections kept for the next visit', () => {
  afterEach(() => {
    keepConnections('eip155', []);
    localStorage.clear();
    resetAll();
  });

  it('stay stored, current for the next visit, while nothing is live', () => {
    keepConnections('eip155', [EMAIL]);
    storeConnections('eip155');
    expect(getConnections('eip155')).to.deep.equal([EMAIL]);
    expect(storedConnections().get('eip155')).to.deep.equal(['ID_AUTH']);
  });

  it('are forgotten by a disconnect of every connection', async () => {
    keepConnections('eip155', [EMAIL]);
    storeConnections('eip155');
    await disconnect({ all: true });
    expect(getConnections('eip155')).to.deep.equal([]);
    expect(storedConnections().has('eip155')).to.equal(false);
  });

  it('are not forgotten by a disconnect of another namespace', async () => {
    keepConnections('eip155', [EMAIL]);
    storeConnections('eip155');
    await disconnect({ namespace: 'solana', all: true });
    expect(storedConnections().get('eip155')).to.deep.equal(['ID_AUTH']);
  });
});
