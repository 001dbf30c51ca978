// A free account name is no failure. The hosted name service answers the lookup of a name
// nobody registered with 200 `[]` (apiVersion 2; its lookup handler), and so does the stack's
// twin: the modal reads that as "available", asks once, and no request fails in the browser
// (a failed one is a console error the visitor's devtools show). A 404, which the same handler
// still answers without apiVersion 2, reads as free too. A taken name stays taken.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { addDataFault, callsOf, uniqueProjectId } from '../support/dataService';
import { buttonNamed, fieldNamed, mountModal, resetAll, textOf, typeInto, viewOf, waitFor } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

const freeName = () => `free-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The requests to the name service the browser saw fail (status 400 and above). */
const failedNameRequests = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.name.includes('/v1/profile/') && entry.responseStatus >= 400)
    .map((entry) => `${entry.responseStatus} ${entry.name}`);

describe('Account names: a free name is not an error', function () {
  this.timeout(40_000);
  let stop: (() => void) | undefined;
  let modal: ModalElement;
  let projectId: string;

  async function openRegistration(): Promise<HTMLInputElement> {
    resetAll();
    performance.clearResourceTimings();
    projectId = uniqueProjectId('names');
    ({ stop } = await announceDemoWallet(4));
    modal = (await mountModal({ 'project-id': projectId, networks: 'eip155:1' })) as ModalElement;
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Choose your account name'), 'the name entry on Account', 300)).click();
    await waitFor(() => viewOf(modal) === 'RegisterAccountName', 'RegisterAccountName');
    return waitFor(() => fieldNamed(modal, 'Account name'), 'the name field');
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
  });

  it('reads the service’s 200 [] as available, asks once, and no request fails; a taken name stays taken', async () => {
    const field = await openRegistration();
    const name = freeName();
    typeInto(field, name);
    await waitFor(() => textOf(modal).includes(`${name}.reown.id is available`), 'the free name available', 300);
    const lookups = await callsOf(projectId, new RegExp(`^/v1/profile/account/${name}\\.reown\\.id$`));
    expect(lookups.map((call) => call.status), 'one lookup, answered 200').to.deep.equal([200]);
    expect(failedNameRequests()).to.deep.equal([]);

    typeInto(field, 'dev0');
    await waitFor(() => textOf(modal).includes('dev0.reown.id is taken'), 'the taken name', 300);
    expect(textOf(modal)).to.not.contain('dev0.reown.id is available');
    expect(failedNameRequests()).to.deep.equal([]);
  });

  it('still reads a 404 for the name as free', async () => {
    const field = await openRegistration();
    const name = freeName();
    await addDataFault(projectId, { path: `/v1/profile/account/${name}.reown.id`, mode: 'body', status: 404, body: { status: 'FAILED', reasons: [{ field: 'name', description: `Name is not found in the database: ${name}.reown.id` }] } });
    typeInto(field, name);
    await waitFor(() => textOf(modal).includes(`${name}.reown.id is available`), 'the free name available', 300);
    expect((await callsOf(projectId, new RegExp(`^/v1/profile/account/${name}\\.reown\\.id$`))).map((call) => call.status)).to.deep.equal([404]);
  });
});
