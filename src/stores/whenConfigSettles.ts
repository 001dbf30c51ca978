import { $options } from './config';

/** Settings a start-up task may need the page to set before it runs. */
export type PageSetting = 'projectId' | 'apiUrl' | 'explorerUrl' | 'relayUrl' | 'verifyUrl' | 'analyticsUrl' | 'secureSiteUrl';

/**
 * How long a start-up task waits, after the last configuration change, for settings the page
 * has not set: a page may configure the modal after an `await`, and until it does the hosted
 * defaults are only placeholders.
 */
const UNSET_SETTING_GRACE_MS = 1_000;
/** How long the configuration must stay unchanged once the page has set what a task needs. */
const CONFIG_QUIET_MS = 50;

export interface Settling {
  /** Runs the task now, if it has not run. */
  flush(): void;
}

/**
 * Runs `task` once, when the page's configuration has settled: once it has not changed for
 * CONFIG_QUIET_MS when the page has set every setting in `needs` (a page may set them over a
 * few ticks), else for UNSET_SETTING_GRACE_MS. Every change starts the wait again, so a task
 * runs against what the page sets, whenever it sets it, and never sends a request to a hosted
 * default the page replaces shortly after.
 */
export function whenConfigSettles(needs: readonly PageSetting[], task: () => void): Settling {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const schedule = () => {
    clearTimeout(timer);
    const options = $options.get();
    const unset = needs.some((name) => {
      const value = options[name];
      return typeof value !== 'string' || value.trim() === '';
    });
    timer = setTimeout(run, unset ? UNSET_SETTING_GRACE_MS : CONFIG_QUIET_MS);
  };
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stop();
    task();
  };
  const stop = $options.listen(schedule);
  schedule();
  return { flush: run };
}
