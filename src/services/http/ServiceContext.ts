import type { ServiceIdentity } from './ServiceIdentity';

/** Where a service lives and who is calling it. */
export interface ServiceContext {
  baseUrl: string;
  identity: ServiceIdentity;
  /** How long to wait for an answer; the spec's RPC timeout (10 s) by default. */
  timeoutMs?: number;
}
