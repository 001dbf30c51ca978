/** The files a browser loads with `entry` before running it: the chunk and what it imports statically (dist/build-manifest.json). */
export function staticClosure(manifest, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of manifest.chunks[file]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen];
}
