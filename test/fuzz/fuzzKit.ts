// Property-based fuzzing of the service answers the modal reads. Answers are generated
// (wrong types, missing fields, hostile and huge strings, odd numbers), served by the real
// service twin through the 'body' fault mode (demo/stack/faults.mjs), scoped to one project
// id per case, and the real modal is driven through them in Chromium. After each case the
// modal must still be usable and the host page must have seen no uncaught error.
//
// Every failing case is collected (not only the first), grouped by error, and reported with
// the seed, the run number and the generated answer, so one run shows every distinct crash.
// Runs are not shrunk: each one drives the browser for about a second.
import fc from 'fast-check';
import { messages } from '../../src/i18n/messages';
import { buttonNamed, dialogOf, waitFor } from '../support/modalTestKit';
import { until } from '../support/until';
import { stackInfo } from '../stack/stackInfo';
import { uniqueProjectId } from '../flows/walletListKit';
import type { ServiceContext } from '../../src/services/http/ServiceContext';

/** Fixed so that a failure can be replayed: change it to explore other inputs. */
export const FUZZ_SEED = 0x5eed_2024;

export type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };

// ---------------------------------------------------------------------------------------------
// Hostile values

/** A 1 MB string. */
export const HUGE = 'W'.repeat(1 << 20);
/** Set on window by any hostile string that manages to run as markup or script. */
export const XSS_MARKER = '__walletModalFuzzXss';

export const HOSTILE_STRINGS: readonly string[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '',
  ' ',
  '\u0000',
  'a\u0000b\u0007\u001b[2J\u202eevil\u2028\u2029',
  `<img src=x onerror="window.${XSS_MARKER}=1">`,
  `"><svg onload="window.${XSS_MARKER}=1">`,
  `javascript:window.${XSS_MARKER}=1`,
  ` JaVaScRiPt:window.${XSS_MARKER}=1`,
  `data:text/html,<script>window.${XSS_MARKER}=1</script>`,
  'vbscript:msgbox(1)',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e308',
  '0x',
  '1.5',
  'not a date',
  '9999-99-99T99:99:99Z',
  '+275760-09-13T00:00:00.001Z',
  '%E0%A4%A',
  '\uD800',
  '💥'.repeat(2000),
  HUGE,
];

export const HOSTILE_NUMBERS: readonly number[] = [-1, 0, -0, 1.5, 1e308, -1e308, 5e-324, 2 ** 53 + 2, 1e21, -2147483649];

/** An object whose own key is `__proto__` (as JSON.parse makes it), with a pollution marker. */
const protoKeyed = () => JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}') as unknown;

const WRONG_TYPES: readonly (() => unknown)[] = [
  () => null,
  () => true,
  () => false,
  () => [],
  () => ({}),
  () => [null],
  () => [[[[[['deep']]]]]],
  () => ({ length: 1e9 }),
  protoKeyed,
];

/** Any of the hostile values above, random strings and numbers, or random JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  // Names of Object.prototype members: a value used as a lookup key must not reach them.
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 6)) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...WRONG_TYPES).map((make) => make()) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Bodies that are not the JSON the endpoint sends (sent as text). */
export const HOSTILE_TEXTS: readonly string[] = ['', 'null', '[]', '"text"', '42', 'true', '{"broken', '<html><body>oops</body></html>', '\u0000\u0001', `"${HUGE}"`];

// ---------------------------------------------------------------------------------------------
// Answers: a plausible answer with a few targeted corruptions, or something else entirely

/** What the twin answers instead of the real answer. */
export interface Answer {
  status?: number;
  body?: unknown;
  text?: string;
}

type Mutation = { at: number; kind: 'set'; value: unknown } | { at: number; kind: 'delete' } | { at: number; kind: 'repeat'; times: number } | { at: number; kind: 'addKey'; key: string; value: unknown };

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], out));
  else if (value && typeof value === 'object') for (const key of Object.keys(value)) pathsOf((value as Record<string, unknown>)[key], [...path, key], out);
  return out;
}

/** Defines (never assigns: `__proto__` must stay an own key) one property. */
function put(target: object, key: string | number, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

// Keeps a generated answer well under the 5 MB the twin accepts for a fault.
const MAX_REPEATED_BYTES = 1_000_000;

function applyMutation(root: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(root);
  const path = paths[mutation.at % paths.length] as Path;
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  const parent = parentPath.reduce<unknown>((node, part) => (node as Record<string | number, unknown>)[part], root) as Record<string | number, unknown> | unknown[] | undefined;
  const target = key === undefined ? root : (parent as Record<string | number, unknown>)[key];
  const replace = (value: unknown) => {
    if (key === undefined) return value;
    put(parent as object, key, value);
    return root;
  };
  switch (mutation.kind) {
    case 'set':
      return replace(mutation.value);
    case 'delete':
      if (key === undefined) return root;
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Record<string, unknown>)[key];
      return root;
    case 'repeat': {
      if (!Array.isArray(target) || target.length === 0) return root;
      const itemBytes = Math.max(1, JSON.stringify(target).length / target.length);
      const times = Math.min(mutation.times, Math.floor(MAX_REPEATED_BYTES / itemBytes));
      return replace(Array.from({ length: Math.max(times, target.length) }, (_, i) => structuredClone(target[i % target.length])));
    }
    case 'addKey':
      if (!target || typeof target !== 'object' || Array.isArray(target)) return root;
      put(target, mutation.key, mutation.value);
      return root;
  }
}

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ at: fc.nat(), kind: fc.constant('set' as const), value: hostileValue }) },
  { weight: 2, arbitrary: fc.record({ at: fc.nat(), kind: fc.constant('delete' as const) }) },
  { weight: 1, arbitrary: fc.record({ at: fc.nat(), kind: fc.constant('repeat' as const), times: fc.integer({ min: 2, max: 300 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ at: fc.nat(), kind: fc.constant('addKey' as const), key: fc.constantFrom('__proto__', 'constructor', 'toString', 'prototype'), value: hostileValue }),
  },
);

/** `base` (a well-formed answer) with 1-3 corruptions applied. */
export function corrupt(base: unknown, mutations: readonly Mutation[]): unknown {
  // Through JSON, so an own `__proto__` key survives as data, as it would off the wire.
  return mutations.reduce<unknown>((value, mutation) => applyMutation(value, mutation), JSON.parse(JSON.stringify(base)) as unknown);
}

/** Answers for an endpoint whose well-formed answer looks like `base`. */
export function answers(base: unknown): fc.Arbitrary<Answer> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 3 }).map((mutations) => ({ body: corrupt(base, mutations) })) },
    { weight: 2, arbitrary: hostileValue.map((body) => ({ body })) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXTS).map((text) => ({ text })) },
    { weight: 1, arbitrary: fc.record({ status: fc.constantFrom(203, 299, 400, 404, 418), body: fc.constant(base) }) },
  );
}

// ---------------------------------------------------------------------------------------------
// The twin

/** Makes every request of `projectId` to `path` (a glob) get `answer`. */
export async function serveAnswer(base: string, projectId: string, path: string, answer: Answer): Promise<void> {
  const res = await fetch(`${base}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, mode: 'body', projectId, ...answer }),
  });
  if (res.status !== 201) throw new Error(`The twin refused the fault: ${res.status} ${await res.text()}`);
}

/**
 * A service context on a project of its own (`label` and a unique suffix) whose calls to the data
 * service's `path` get `answer`: how a generated answer reaches a real client. Clear it with
 * clearAnswers(context.identity.projectId).
 */
export async function servedContext(path: string, answer: Answer, label: string, timeoutMs = 5000): Promise<ServiceContext> {
  const projectId = uniqueProjectId(label);
  const { apiUrl } = await stackInfo();
  await serveAnswer(apiUrl, projectId, path, answer);
  return { baseUrl: apiUrl, identity: { projectId, sdkType: 'appkit', sdkVersion: 'html-wagmi-4.2.2' }, timeoutMs };
}

export async function clearAnswers(projectId: string): Promise<void> {
  const { apiUrl, explorerUrl } = await stackInfo();
  await Promise.all([apiUrl, explorerUrl].map((base) => fetch(`${base}/__faults?projectId=${encodeURIComponent(projectId)}`, { method: 'DELETE' })));
}

/** Paths the twin answered with a 'body' fault for this project. */
export async function faultedPaths(base: string, projectId: string): Promise<string[]> {
  const log = (await (await fetch(`${base}/__log`)).json()) as { path: string; query: string; fault?: string }[];
  return log.filter((entry) => entry.fault === 'body' && new URLSearchParams(entry.query).get('projectId') === projectId).map((entry) => entry.path);
}

/** The twin served this project's generated answer on a path starting with `prefix` (the case really reached it). */
export async function expectServed(base: string, projectId: string, prefix: string): Promise<void> {
  await until(async () => (await faultedPaths(base, projectId)).some((path) => path.startsWith(prefix)), `the generated answer to be served on ${prefix}`, 3000);
}

// ---------------------------------------------------------------------------------------------
// The host page and the modal

/**
 * Collects uncaught errors and unhandled rejections on the host page. While it listens, the
 * test runner's own `window.onerror` (which would fail the running test at once and leave the
 * fuzz loop running behind it) is set aside: each error is reported with the case it belongs to.
 */
export class HostPageErrors {
  readonly seen: string[] = [];
  #runnerOnError: OnErrorEventHandler = null;
  readonly #onError = (event: ErrorEvent) => {
    const error = event.error as Error | undefined;
    this.seen.push(`uncaught error: ${event.message}\n${error?.stack ?? `  at ${event.filename}:${event.lineno}:${event.colno}`}`);
  };
  readonly #onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as Error | undefined;
    this.seen.push(`unhandled rejection: ${String(reason)}\n${reason?.stack ?? ''}`);
  };
  start(): void {
    this.#runnerOnError = window.onerror;
    window.onerror = () => true;
    window.addEventListener('error', this.#onError);
    window.addEventListener('unhandledrejection', this.#onRejection);
  }
  stop(): void {
    window.onerror = this.#runnerOnError;
    window.removeEventListener('error', this.#onError);
    window.removeEventListener('unhandledrejection', this.#onRejection);
  }
}

export const viewOf = (modal: Element) => dialogOf(modal)?.dataset.view;
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not settle within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const boundaryText = (messages as Record<string, unknown>).somethingWentWrong;

/** The dialog is shown, names its view, and shows no crash fallback. */
export async function expectDialog(modal: ModalElement, view?: string): Promise<string> {
  const shown = await waitFor(() => viewOf(modal), 'the dialog to show a view (data-view)', 180);
  if (view && shown !== view) await waitFor(() => viewOf(modal) === view, `the ${view} view (showing ${String(viewOf(modal))})`, 180);
  if (typeof boundaryText === 'string' && dialogOf(modal)?.textContent?.includes(boundaryText)) {
    throw new Error(`the ${String(viewOf(modal))} view crashed and shows "${boundaryText}"`);
  }
  return viewOf(modal) as string;
}

/** Clicks a control of the dialog by its name; fails when it is not there. */
export async function click(modal: ModalElement, name: string): Promise<void> {
  const button = await waitFor(() => (dialogOf(modal) ? buttonNamed(modal, name) : undefined), `the "${name}" control`, 180);
  button.click();
}

/** Back goes back to `to`. */
export async function goBack(modal: ModalElement, to: string): Promise<void> {
  await click(modal, messages.back);
  await expectDialog(modal, to);
}

/** Close closes the dialog; open() then settles and shows a view again. */
export async function closeAndReopen(modal: ModalElement, view?: string): Promise<void> {
  await click(modal, messages.close);
  await waitFor(() => !dialogOf(modal), 'the dialog to close', 180);
  await withTimeout(modal.open(), 5000, 'open() after close');
  await expectDialog(modal, view);
}

/** Nothing from the answers ran as script, and no prototype was polluted. */
export function expectNoInjection(): void {
  if ((window as unknown as Record<string, unknown>)[XSS_MARKER] !== undefined) throw new Error('a hostile string ran as script');
  if ((({}) as Record<string, unknown>).polluted !== undefined) throw new Error('Object.prototype was polluted');
}

// ---------------------------------------------------------------------------------------------
// Running and reporting

/** A short, printable form of a generated input (long strings cut). */
export function preview(value: unknown, limit = 1200): string {
  let text: string;
  try {
    text = JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'string' && item.length > 60 ? `${item.slice(0, 40)}…(${item.length} chars)` : item,
    );
  } catch {
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

interface Failure {
  run: number;
  input: unknown;
  message: string;
}

export interface FuzzOptions<T> {
  numRuns: number;
  examples?: T[];
  seed?: number;
  /** Emptied before each case; what it saw is added to a failing case's report. */
  hostErrors?: HostPageErrors;
}

/**
 * Runs `check` over `numRuns` cases (the explicit examples first, then generated inputs),
 * keeps going after a failing case, and fails at the end with every distinct failure: its
 * first input, the runs it happened in, its stack, and the seed that replays it.
 */
export async function fuzz<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (input: T, run: number) => Promise<void>, options: FuzzOptions<T>): Promise<void> {
  const seed = options.seed ?? FUZZ_SEED;
  const failures: Failure[] = [];
  let run = 0;
  const started = performance.now();
  const result = await fc.check(
    fc.asyncProperty(arbitrary, async (input) => {
      const mine = run;
      run += 1;
      if (options.hostErrors) options.hostErrors.seen.length = 0;
      try {
        await check(input, mine);
        const seen = options.hostErrors?.seen ?? [];
        if (seen.length) throw new Error(`the host page saw ${seen.length} uncaught error(s)`);
      } catch (error) {
        const stack = error instanceof Error ? error.stack ?? '' : '';
        const message = error instanceof Error ? (stack.startsWith(`${error.name}: ${error.message}`) ? stack : `${error.message}\n${stack}`) : String(error);
        // The host page's errors come first: they are the cause, a timeout is the symptom.
        failures.push({ run: mine, input, message: [...(options.hostErrors?.seen ?? []), message].join('\n') });
      }
      return true;
    }),
    { seed, numRuns: options.numRuns, examples: (options.examples ?? []).map((example) => [example] as [T]), endOnFailure: true },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`fuzz ${name}: ${run} cases (${options.examples?.length ?? 0} examples), seed ${seed}, ${seconds} s, ${failures.length} failing`);
  if (result.failed) throw new Error(`fuzz ${name} (seed ${seed}): the runner itself failed: ${String(result.errorInstance)}`);
  if (failures.length === 0) return;
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const signature = (failure.message.split('\n')[0] ?? '').slice(0, 200);
    groups.set(signature, [...(groups.get(signature) ?? []), failure]);
  }
  const report = [...groups.values()].map((group) => {
    const first = group[0] as Failure;
    return [
      `- ${group.length} case(s), first at run ${first.run} (runs ${group.map((f) => f.run).join(', ')})`,
      `  input: ${preview(first.input)}`,
      `  ${first.message.split('\n').slice(0, 60).join('\n  ')}`,
    ].join('\n');
  });
  throw new Error(
    `fuzz ${name}: ${failures.length} of ${run} cases failed (seed ${seed}, numRuns ${options.numRuns}: the same seed replays the same cases` +
      `${options.examples?.length ? `; runs 0-${options.examples.length - 1} are the explicit examples` : ''}):\n${report.join('\n')}`,
  );
}
