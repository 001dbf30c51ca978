// One React on a React host's page: the fixture host app's builds (made by `npm run test:host-app`
// from the packed tarball) and the package's ESM file loaded by URL, each in a page of its own,
// observed as a host can observe them: through React DevTools' global hook, which every React
// renderer on a page registers with and reports each commit to, and the files the page fetched.
// - `modal` imports wallet-modal/react: the modal's tree renders with the page's React, and the
//   React the modal brings is never fetched.
// - `own-react` imports the main entry alone: the modal loads its own React, a second renderer.
// - a plain page with dist/wallet-modal.js (no React, no registration) works on the bundled React.
import { expect } from 'chai';
import { frameWindow, loadPage } from '../support/loadPage';
import { until } from '../support/until';
import { stackInfo } from '../stack/stackInfo';

const SHARED = '/test/hostApp/app/dist-modal/assets/modal.js';
const OWN = '/test/hostApp/app/dist-own-react/assets/own-react.js';
const BY_URL = '/dist/wallet-modal.js';

interface Commit {
  renderer: number;
  container: unknown;
}

/** The part of React DevTools' global hook a renderer calls: what DevTools would list. */
function devToolsHook() {
  const renderers = new Map<number, { version?: string; rendererPackageName?: string }>();
  const commits: Commit[] = [];
  return {
    renderers,
    commits,
    hook: {
      supportsFiber: true,
      isDisabled: false,
      renderers,
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot(renderer: number, root: { containerInfo: unknown }) {
        commits.push({ renderer, container: root.containerInfo });
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  };
}

interface Visit {
  frame: HTMLIFrameElement;
  doc: Document;
  renderers: Map<number, { version?: string; rendererPackageName?: string }>;
  commits: Commit[];
  fetched: () => string[];
}

/** A page with DevTools' hook (as the extension installs it, before any script) that then runs `script`. */
async function visit(script: string, body = ''): Promise<Visit> {
  const frame = await loadPage('/test/pages/blank.html');
  frames.push(frame);
  const win = frameWindow(frame) as unknown as Window & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  const doc = frame.contentDocument as Document;
  const { hook, renderers, commits } = devToolsHook();
  win.__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
  const stack = await stackInfo();
  const root = doc.createElement('div');
  root.id = 'root';
  Object.assign(root.dataset, { projectId: 'test-project', apiUrl: stack.apiUrl, explorerUrl: stack.explorerUrl });
  doc.body.append(root);
  doc.body.insertAdjacentHTML('beforeend', body);
  const tag = doc.createElement('script');
  tag.type = 'module';
  tag.src = script;
  await new Promise<void>((resolve, reject) => {
    tag.addEventListener('load', () => resolve(), { once: true });
    tag.addEventListener('error', () => reject(new Error(`${script} did not load: \`npm run test:host-app\` builds the fixture (after \`npm run build\`)`)), { once: true });
    doc.head.append(tag);
  });
  const fetched = () => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
  return { frame, doc, renderers, commits, fetched };
}

/** Opens the modal from the page's `<wallet-button>`; the modal's shadow root once its dialog shows. */
async function openFromTheButton({ doc }: Visit): Promise<ShadowRoot> {
  const button = await until(() => doc.querySelector('wallet-button')?.shadowRoot?.querySelector('button') ?? undefined, 'the page’s wallet button');
  button.click();
  const modal = doc.querySelector('wallet-modal');
  await until(() => modal?.shadowRoot?.querySelector('[role="dialog"]') ?? undefined, 'the dialog');
  return modal!.shadowRoot!;
}

const bundledReactFetched = (page: Visit) => page.fetched().filter((path) => /bundledReact/.test(path));
/** The renderers that committed the modal's tree (its root in the element's shadow root). */
const renderersOfTheModal = (page: Visit, shadow: ShadowRoot) => [...new Set(page.commits.filter((commit) => commit.container === shadow).map((commit) => commit.renderer))];

const frames: HTMLIFrameElement[] = [];

describe("the modal on the host's React", function () {
  this.timeout(30_000);
  afterEach(() => frames.splice(0).forEach((frame) => frame.remove()));

  it('a page that imports wallet-modal/react has one React, which renders the modal, and never fetches the modal’s own', async () => {
    const page = await visit(SHARED);
    const shadow = await openFromTheButton(page);
    expect([...page.renderers.values()].map((renderer) => renderer.rendererPackageName)).to.deep.equal(['react-dom']);
    expect(renderersOfTheModal(page, shadow)).to.deep.equal([1]);
    expect(page.commits.some((commit) => commit.renderer === 1 && commit.container === page.doc.getElementById('root')), "the app's own tree on the same React").to.equal(true);
    expect(bundledReactFetched(page)).to.deep.equal([]);
  });

  it('a page that imports only the main entry loads the modal’s own React: a second renderer draws the modal', async () => {
    const page = await visit(OWN);
    const shadow = await openFromTheButton(page);
    expect(page.renderers.size).to.equal(2);
    expect(renderersOfTheModal(page, shadow)).to.deep.equal([2]);
    expect(bundledReactFetched(page)).to.have.length(1);
  });

  it('a plain page with dist/wallet-modal.js by URL and no React runs the modal on the React it brings', async () => {
    const page = await visit(BY_URL, '<wallet-button></wallet-button><wallet-modal project-id="test-project"></wallet-modal>');
    const shadow = await openFromTheButton(page);
    expect(page.renderers.size).to.equal(1);
    expect(renderersOfTheModal(page, shadow)).to.deep.equal([1]);
    expect(bundledReactFetched(page)).to.have.length(1);
  });
});
