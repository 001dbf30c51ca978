import type { EmbeddedUser } from './EmbeddedUser';

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);

/**
 * Reads the frame's GET_USER / CONNECT_SOCIAL answer (outside input): undefined unless it
 * has an address and a chain id; other fields fall back to their defaults.
 */
export function parseEmbeddedUser(payload: unknown): EmbeddedUser | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const raw = payload as Record<string, unknown>;
  const address = text(raw.address, 128);
  const chainId = typeof raw.chainId === 'number' || (typeof raw.chainId === 'string' && raw.chainId.length <= 64) ? raw.chainId : undefined;
  if (!address || chainId === undefined) return undefined;
  const accounts = Array.isArray(raw.accounts)
    ? raw.accounts
        .slice(0, 10)
        .map((account: unknown) => account as { address?: unknown; type?: unknown })
        .filter((account) => text(account?.address, 128) && (account.type === 'eoa' || account.type === 'smartAccount'))
        .map((account) => ({ address: account.address as string, type: account.type as 'eoa' | 'smartAccount' }))
    : [];
  return {
    email: text(raw.email, 254),
    address,
    chainId,
    accounts: accounts.length ? accounts : [{ address, type: 'eoa' }],
    userName: text(raw.userName, 64),
    preferredAccountType: raw.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
    smartAccountDeployed: raw.smartAccountDeployed === true,
  };
}
