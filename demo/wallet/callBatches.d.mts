// Types of the demo wallets' EIP-5792 batches, for the TypeScript tests that use them.
export const MAX_CALLS: number;

export interface CheckedBatch {
  id: string;
  chainId: number;
  from: string;
  calls: { to?: string; data?: string; value: string }[];
}

export interface CallBatches {
  capabilities(chainIds?: unknown): Record<string, { atomic: { status: 'unsupported' } }>;
  check(params: unknown, address: string): CheckedBatch;
  send(batch: CheckedBatch): { id: string };
  status(params: unknown): Promise<{ version: '2.0.0'; id: string; chainId: string; status: number; atomic: false; receipts: unknown[] }>;
  known(params: unknown): CheckedBatch;
}

export function createCallBatches(options: {
  rpc(chainId: number, method: string, params: unknown): Promise<unknown>;
  chainIds(): number[];
}): CallBatches;

export const EIP5792_METHODS: string[];
export function answerCallsRequest(batches: CallBatches, method: string, params: unknown, address: string): Promise<unknown>;
