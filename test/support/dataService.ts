// The data-service twin as a test sees it from outside: the calls it logged for one project
// (GET /__log) and faults injected for that project only (POST /__faults), so two test files
// running at once never read or disturb each other's calls.
import { stackInfo } from '../stack/stackInfo';

export interface LoggedCall {
  seq: number;
  method: string;
  path: string;
  query: string;
  status: number;
  /** The JSON-RPC methods of a gateway call (POST /v1/), in its body's order. */
  rpc?: string[];
}

/** A project id of its own for one test, so its calls can be told apart in the shared log. */
export const uniqueProjectId = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** The data service's logged calls made with `projectId`, oldest first, whose path `path` matches. */
export async function callsOf(projectId: string, path: RegExp): Promise<LoggedCall[]> {
  const { apiUrl } = await stackInfo();
  const log = (await (await fetch(`${apiUrl}/__log`)).json()) as LoggedCall[];
  return log.filter((call) => new URLSearchParams(call.query).get('projectId') === projectId && path.test(call.path));
}

/** Adds a fault (faults.mjs) to the data service for `projectId`'s calls only. */
export async function addDataFault(projectId: string, fault: Record<string, unknown>): Promise<void> {
  const { apiUrl } = await stackInfo();
  const res = await fetch(`${apiUrl}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...fault, projectId }) });
  if (res.status !== 201) throw new Error(`fault refused: ${await res.text()}`);
}

/** Removes the data service's faults of `projectId`. */
export async function clearDataFaults(projectId: string): Promise<void> {
  const { apiUrl } = await stackInfo();
  await fetch(`${apiUrl}/__faults?projectId=${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

/** How many of `projectId`'s faults are still waiting for a call to seize (a fault of `times: 1` is gone once its call came). */
export async function dataFaultsLeft(projectId: string): Promise<number> {
  const { apiUrl } = await stackInfo();
  const { faults } = (await (await fetch(`${apiUrl}/__faults`)).json()) as { faults: { projectId: string | null }[] };
  return faults.filter((fault) => fault.projectId === projectId).length;
}
