// What the restore could not ask this visit (keptConnections) stays stored for the next, beside
// the live connections, and a disconnect of every connection forgets it too: the next visit's
// restore reads what is stored here.
import { expect } from 'chai';
import { keepConnections } from '../../src/actions/connection/keptConnections';
import { storedConnections } from '../../src/actions/connection/storedConnections';
import { storeConnections } from '../../src/actions/connection/storeConnections';
import { disconnect } from '../../src/actions/disconnect';
import { getConnections } from '../../src/services/storage/connections';
import { forgetConnection } from '../../src/actions/forgetConnection';
import { getEmbeddedEmail, setEmbeddedEmail } from '../../src/services/storage/embeddedWalletKeys';
import { dispatchConnection } from '../../src/stores/dispatchConnection';
import { resetAll } from '../support/modalTestKit';

const WALLET = { accounts: ['0x00000000000000000000000000000000000000b1'], chainId: 1, connector: { id: 'io.wallet', name: 'Wallet', type: 'INJECTED', uid: 'io.wallet' } };
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

  it("are ended, with the email sign-in's keys, by a disconnect that leaves the namespace with no live connection", async () => {
    setEmbeddedEmail('visitor@example.test');
    keepConnections('eip155', [EMAIL]);
    dispatchConnection('eip155', { type: 'connected', connection: WALLET, current: true });
    storeConnections('eip155');
    expect(storedConnections().get('eip155')).to.deep.equal(['io.wallet', 'ID_AUTH']);
    await disconnect('eip155');
    expect(storedConnections().has('eip155')).to.equal(false);
    expect(getEmbeddedEmail()).to.equal(undefined);
  });

  it('stay when the live wallet ends on its side (not the visitor disconnecting)', () => {
    keepConnections('eip155', [EMAIL]);
    dispatchConnection('eip155', { type: 'connected', connection: WALLET, current: true });
    storeConnections('eip155');
    forgetConnection('eip155', 'io.wallet');
    expect(storedConnections().get('eip155')).to.deep.equal(['ID_AUTH']);
  });
});
