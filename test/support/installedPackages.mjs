// What an install put in a node_modules folder, as the package checks report it (node tests).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Bytes of every file below `dir`. */
function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(file) : statSync(file).size;
  }
  return total;
}

/** The packages in `modules` (scoped ones as `@scope/name`) and their size on disk in MB. */
export function installedPackages(modules) {
  const names = readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => (name.startsWith('@') ? readdirSync(path.join(modules, name)).map((inner) => `${name}/${inner}`) : [name]));
  return { names, megabytes: (sizeOf(modules) / 1024 / 1024).toFixed(1) };
}
