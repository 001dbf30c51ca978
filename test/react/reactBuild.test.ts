// What the package ships as wallet-modal/react (built by `npm run build`, which `npm test` runs
// first): a small file that imports React (the four modules it lends the modal) and the modal,
// the page's copies, and holds neither.
import { expect } from 'chai';

async function shipped(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} is missing (${response.status}): run npm run build first`);
  return response.text();
}

/** Every module specifier the file imports, statically or dynamically. */
function importsOf(code: string): string[] {
  const found = [...code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/g)];
  return [...new Set(found.map((match) => (match[1] ?? match[2]) as string))].sort();
}

describe('dist/react.js, the wallet-modal/react entry', () => {
  it('is what package.json exports as ./react, with its declarations', async () => {
    const pkg = JSON.parse(await shipped('/package.json')) as {
      exports: Record<string, { types: string; import: string }>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    const entry = pkg.exports['./react'];
    expect(entry?.import).to.equal('./dist/react.js');
    expect(pkg.peerDependencies.react).to.equal('>=18');
    expect(pkg.peerDependenciesMeta.react?.optional).to.equal(true);
    expect(pkg.peerDependencies['react-dom']).to.equal('>=18');
    expect(pkg.peerDependenciesMeta['react-dom']?.optional).to.equal(true);
    const types = await shipped(`/${entry?.types.replace(/^\.\//, '')}`);
    for (const name of ['useWalletModal', 'useWalletAccount', 'useWalletNetwork', 'useWalletEvents', 'useWalletProvider', 'WalletModal', 'WalletButton']) {
      expect(types, name).to.match(new RegExp(`\\b${name}\\b`));
    }
  });

  it('imports react, react-dom and wallet-modal and bundles none of them: a few KB', async () => {
    const code = await shipped('/dist/react.js');
    expect(importsOf(code)).to.deep.equal(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'wallet-modal']);
    // React's element symbols, the modal's element definitions and stores would mean a copy.
    for (const marker of ['react.transitional.element', 'react.element', '__CLIENT_INTERNALS', 'customElements', 'attachShadow', 'nanostores']) {
      expect(code, marker).not.to.include(marker);
    }
    expect(code.length).to.be.below(4_096);
  });
});
