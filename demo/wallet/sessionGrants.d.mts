// Types of the demo wallets' smart sessions (sessionGrants.mjs), for the TypeScript tests that use them.
export interface SessionGrants {
  capabilities(wanted?: unknown): Record<string, { permissions: Record<string, unknown> }>;
  grant(params: unknown, address: string): Promise<Record<string, unknown>>;
  revoke(params: unknown, address: string): Promise<string>;
  alterNextGrant(change: (answer: Record<string, unknown>) => Record<string, unknown>): void;
}

export function createSessionGrants(options: {
  rpc(chainId: number, method: string, params: unknown): Promise<unknown>;
  rpcUrl(chainId: number): string;
  chainIds(): number[];
  ask(method: string, params: unknown): Promise<unknown>;
}): SessionGrants;
