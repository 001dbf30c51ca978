// Live JSON of the modal's read-only nanostores.
import { toJson } from './dom.mjs';

export function showStores(stores, targets) {
  const stops = Object.entries(targets).map(([name, node]) =>
    stores[name].subscribe((value) => {
      node.textContent = toJson(value);
    }),
  );
  return () => stops.forEach((stop) => stop());
}
