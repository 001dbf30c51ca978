// shareReact as a host calls it (wallet-modal/react does, at import): what it answers for the
// page's React, for one the modal cannot run on, and once the modal's code has loaded. Which
// React then draws the modal is test/hostApp/sharedReactInBrowser.test.ts's (built files: here
// the modal's code imports React directly).
import { expect } from 'chai';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import { loadModalCode } from '../../src/elements/modalCodeLoader';
import { shareReact } from '../../src/index';

const pagesReact = { react, reactDom, reactDomClient, jsxRuntime };

/** The page's React as another version would present itself (its `version` fields). */
const asVersion = (version: string, domVersion = version) => ({
  ...pagesReact,
  react: { ...react, version },
  reactDom: { ...reactDom, version: domVersion },
});

/** Runs `run`, returning what it answered and what it printed with console.warn. */
function warnings<T>(run: () => T): { answer: T; warned: unknown[][] } {
  const warned: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args);
  try {
    return { answer: run(), warned };
  } finally {
    console.warn = original;
  }
}

describe('shareReact', () => {
  it('turns down a React older than 19.2 or a react-dom of another version, silently', () => {
    for (const runtime of [asVersion('18.3.1'), asVersion('19.1.1'), asVersion(react.version, '19.0.0')]) {
      const { answer, warned } = warnings(() => shareReact(runtime));
      expect(answer, `react ${runtime.react.version}, react-dom ${runtime.reactDom.version}`).to.equal(false);
      expect(warned).to.deep.equal([]);
    }
  });

  it("takes the page's React before the modal's code loads", () => {
    expect(react.version.split('.').map(Number)).to.satisfy(([major, minor]: number[]) => major! > 19 || (major === 19 && minor! >= 2));
    const { answer, warned } = warnings(() => shareReact(pagesReact));
    expect(answer).to.equal(true);
    expect(warned).to.deep.equal([]);
  });

  it('once the modal runs on a React, keeps it: another React is turned down with a warning, the same one is still taken', async () => {
    await loadModalCode();
    const other = warnings(() => shareReact({ ...pagesReact, react: { ...react } }));
    expect(other.answer).to.equal(false);
    expect(other.warned).to.have.length(1);
    expect(String(other.warned[0]?.[0])).to.match(/keeps the React it runs on/);
    const same = warnings(() => shareReact(pagesReact));
    expect(same.answer).to.equal(true);
    expect(same.warned).to.deep.equal([]);
  });
});
