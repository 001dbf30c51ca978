// The registry this project installs from serves only some platforms' builds of packages
// that ship native binaries (rollup, anvil). `npm install` then leaves the other platforms'
// optional packages out of package-lock.json, and `npm ci` refuses such a lock as out of sync
// (npm/cli#8320). This adds each missing optional package with its version and the os, cpu
// and libc its name declares, so `npm ci` accepts the lock and skips it on other platforms.
// It also writes each package's tarball address (below).
// Run it after any `npm install` that changes the lock: `node .ci/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'openharmony', 'android', 'netbsd', 'sunos', 'aix'];
const CPU = { amd64: 'x64', x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return undefined;
  const platform = { cpu: [cpu], os: [os] };
  if (parts.includes('musl')) platform.libc = ['musl'];
  else if (parts.includes('gnu') || parts.includes('gnueabihf')) platform.libc = ['glibc'];
  return platform;
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    if (packages[`${base}${name}`] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = { version, ...platform, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
// The registry's tarball address of each package, which this machine's npm leaves out of the lock
// (omit-lockfile-registry-resolved): without it `npm ci` reads each package's metadata first,
// 1,200 documents, about 10 CPU-seconds, even from its cache. The lock's registry is npm's
// public one, which npm maps to the configured registry when it fetches (replace-registry-host).
let addressed = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path.includes('node_modules/') || entry.resolved || entry.link || entry.inBundle || !entry.version) continue;
  const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  entry.resolved = `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
  addressed += 1;
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: added ${added} optional platform package(s), the tarball address of ${addressed}`);
