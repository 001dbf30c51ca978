// The benchmark's closing block: every figure issue 30 names, from this run, beside the
// reference figures the issue measured outside it (AppKit 1.8.24, same Chromium).

/** The issue's own measurements, not this run's: AppKit's heap and button time. */
export const APPKIT = { heapMiB: 8.65, buttonMs: 670, version: '1.8.24' };
const HEAP_TARGET_RATIO = 0.3;

const ms = (value) => `${value.toFixed(0)} ms`;
const mib = (bytes) => bytes / 1024 / 1024;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)} ms`;

/** Prints the summary of `bare` (benchBareHosts), `demo` (first-frame counts per demo page) and `fixture` (fixtureWeight, or null). */
export function printSummary({ runs, bare, demo, fixture }) {
  const line = (text = '') => console.log(`  ${text}`);
  console.log(`\nSummary (issue 30), medians of ${runs} visits each; the floor, UMD and ESM visited in turn`);
  line(`Bare host page, navigation → usable button${' '.repeat(5)}${'normal CPU'.padEnd(36)}CPU slowed 4×`);
  for (const [name, build] of [['floor (a two-line element)', 'floor'], ['ESM', 'ESM'], ['UMD', 'UMD']]) {
    const { normal, slow } = bare[build].button;
    const diff = (value, floor) => (build === 'floor' ? '' : ` (${signed(value - floor)} over the floor)`);
    line(`  ${name.padEnd(44)} ${`${ms(normal)}${diff(normal, bare.floor.button.normal)}`.padEnd(36)}${ms(slow)}${diff(slow, bare.floor.button.slow)}`);
  }
  line(`  AppKit ${APPKIT.version}, from the issue's measurement (not this run): ${ms(APPKIT.buttonMs)}`);
  line('Dialog in the first frame after the click');
  for (const build of ['ESM', 'UMD']) {
    const { normal, slow } = bare[build].firstFrame;
    line(`  ${build}: bare page ${normal}/${runs}, CPU slowed 4× ${slow}/${runs}; demo page ${demo[build].normal}/${runs}, CPU slowed 4× ${demo[build].slow}/${runs}`);
  }
  line('JavaScript heap after opening the modal, after a forced GC (bare page)');
  line(`  the floor page, for scale: ${mib(bare.floor.heap).toFixed(2)} MiB`);
  for (const build of ['ESM', 'UMD']) {
    const heap = mib(bare[build].heap);
    line(`  ${build}: ${heap.toFixed(2)} MiB (${(heap - mib(bare.floor.heap)).toFixed(2)} MiB over the floor page) = ${(heap / APPKIT.heapMiB).toFixed(2)}× AppKit's ${APPKIT.heapMiB} MiB (target ≤ ${HEAP_TARGET_RATIO}× ≈ ${(APPKIT.heapMiB * HEAP_TARGET_RATIO).toFixed(1)} MiB)`);
  }
  line(`  AppKit ${APPKIT.version}'s ${APPKIT.heapMiB} MiB comes from the issue's measurement, not from this run`);
  if (!fixture) {
    line("Fixture app's added weight: left out (BENCH_FIXTURE=0)");
    return;
  }
  line(`Fixture app (Vite + React template, ${kb(fixture.bare.initial)} gzip of its own), what the modal adds (gzip)`);
  for (const { label, initial, firstClick, total } of fixture.added) line(`  ${label}: ${kb(initial)} to the first load, ${kb(firstClick)} before the first click, ${kb(total)} in all`);
  if (!fixture.added.some((build) => build.sharedReact)) line('  the modal on the host\'s shared React: the fixture has no such build yet');
}
