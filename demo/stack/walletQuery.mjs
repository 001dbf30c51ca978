// The getWallets query: filtering and paging of the catalogue, kept apart from HTTP so the rules
// (which mirror what the hosted wallet-list service answers) are easy to read in one place.

const list = (value) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);

function positiveInt(params, name, fallback) {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    throw Object.assign(new Error(`Query parameter ${name} must be a positive integer, got "${raw}"`), { status: 400 });
  }
  return n;
}

/** Returns `{ count, data }` for the given URLSearchParams. Throws `{ status: 400 }` errors on bad input. */
export function queryWallets(wallets, params) {
  const page = positiveInt(params, 'page', 1);
  const entries = positiveInt(params, 'entries', 40);
  const include = new Set(list(params.get('include')));
  const exclude = new Set(list(params.get('exclude')));
  const chains = list(params.get('chains'));
  const search = (params.get('search') ?? '').trim().toLowerCase();
  // `badge_type` is what list and search calls send; the ranking prefetch sends `badge`.
  // `none` means "no badge requirement", not "only uncertified wallets".
  const badge = params.get('badge_type') || params.get('badge') || 'none';
  if (badge !== 'none' && badge !== 'certified') {
    throw Object.assign(new Error(`Query parameter badge_type must be none or certified, got "${badge}"`), { status: 400 });
  }
  // Ranking prefetch: wallets matching any of the given names or rdns.
  const names = new Set(list(params.get('names')).map((n) => n.toLowerCase()));
  const rdns = new Set(list(params.get('rdns')));

  const matches = wallets.filter(
    (w) =>
      (include.size === 0 || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (chains.length === 0 || w.chains.some((c) => chains.includes(c))) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (badge === 'none' || w.badge_type === badge) &&
      ((names.size === 0 && rdns.size === 0) || names.has(w.name.toLowerCase()) || (w.rdns !== null && rdns.has(w.rdns))),
  );
  const start = (page - 1) * entries;
  return { count: matches.length, data: matches.slice(start, start + entries) };
}
