// Which image ids the wallet-list service knows, and the label drawn for each. Unknown ids must
// answer 404 like the hosted service, so the modal's "image failed" paths can be exercised.
import { readFileSync } from 'node:fs';

const catalog = JSON.parse(readFileSync(new URL('./data/imageCatalog.json', import.meta.url), 'utf8'));

export function createImageCatalog(wallets) {
  const walletImages = new Map(wallets.map((w) => [w.image_id, w.name]));
  const assets = new Map(Object.entries(catalog.assets));
  const currencies = new Set(catalog.currencies);
  const tokens = new Set(catalog.tokens);
  return {
    wallet: (id) => walletImages.get(id),
    asset: (id) => assets.get(id),
    currency: (code) => (currencies.has(code.toUpperCase()) ? code.toUpperCase() : undefined),
    token: (symbol) => (tokens.has(symbol.toUpperCase()) ? symbol.toUpperCase() : undefined),
  };
}
