// The layer rules a newcomer relies on, checked on the source (npm test runs this before the
// browser tests):
// - outside connectors/ (and the React and wagmi entries, which are EVM by nature), no code or
//   comment names a chain namespace: a namespace lives in connectors/<namespace>/ and its one
//   registration line, so adding one touches nothing else. The namespaces are the spec's five
//   (config/chainNamespaces) and every folder under connectors/ with a <name>Connector.ts. The few
//   files that must name one say why in NAMED_ON_PURPOSE;
// - views, elements and components never import services or connectors (other than types):
//   they read stores and call actions.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

const specNamespaces = [...readFileSync(join(src, 'config/chainNamespaces.ts'), 'utf8').match(/CHAIN_NAMESPACES = \[([^\]]*)\]/)[1].matchAll(/'([a-z0-9-]+)'/g)].map(
  (match) => match[1],
);
const folderNamespaces = readdirSync(join(src, 'connectors')).filter((name) => existsSync(join(src, 'connectors', name, `${name}Connector.ts`)));
const NAMESPACES = [...new Set([...specNamespaces, ...folderNamespaces])];

const NAMESPACE_FREE = ['actions', 'stores', 'views', 'elements', 'router', 'components', 'hooks', 'config', 'features', 'provider', 'services', 'utils'];
const UI = ['views', 'elements', 'components'];

/** Files outside connectors/ that name a namespace, and why that is their job. */
const NAMED_ON_PURPOSE = {
  'config/chainNamespaces.ts': 'the spec §3 list of namespaces itself',
  'config/defaults.ts': 'the spec §1 default network (Ethereum) and the namespace of a network object that names none',
  'config/defaultSwapRouters.ts': "swaps are the convert service's, on the EVM networks of spec §9",
  'config/swapRouters.ts': "swaps are the convert service's, on the EVM networks of spec §9",
  'config/isSwapNetwork.ts': "swaps are the convert service's, on the EVM networks of spec §9",
  'config/networkMarks.ts': "the built-in networks' drawn marks by CAIP-2 id, in a lazy chunk of their own",
  'services/convert/convertCalls.ts': "the convert service's wire shape (its eip155 options)",
  'services/convert/wireTypes.ts': "the convert service's wire shape (EVM CAIP-10 accounts)",
  'actions/pay/readPayOptions.ts': 'Pay pays on the EVM networks, as the hosted exchanges do',
  'utils/filterMobileWallets.ts': 'spec §5 keeps Solflare and Phantom on mobile when Solana is configured',
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const problems = [];
for (const layer of NAMESPACE_FREE) {
  for (const file of filesUnder(join(src, layer))) {
    if (relative(src, file) in NAMED_ON_PURPOSE) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      const named = NAMESPACES.find((namespace) => new RegExp(`\\b${namespace}\\b`).test(line));
      if (named) problems.push(`${relative(src, file)}:${index + 1} names the ${named} namespace`);
    });
  }
}
for (const file of Object.keys(NAMED_ON_PURPOSE)) {
  if (!existsSync(join(src, file))) problems.push(`${file} is in NAMED_ON_PURPOSE but no longer exists`);
}
for (const layer of UI) {
  for (const file of filesUnder(join(src, layer))) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (/^import (?!type )/.test(line) && /from '(\.\.\/)+(services|connectors)\//.test(line)) {
        problems.push(`${relative(src, file)}:${index + 1} imports a service or connector`);
      }
    });
  }
}

if (problems.length) {
  console.error(`layer rules broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`layer rules held (namespaces: ${NAMESPACES.join(', ')})`);
