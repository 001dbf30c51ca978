// The bare host page's figures for the benchmark, the floor and both builds visited in turn
// (floor, UMD, ESM, floor, …) so that the machine's slower and faster moments fall on all three
// alike: navigation → usable button, normal and with the CPU slowed 4×; the dialog in the first
// frame after the click; and the heap once the modal is open (normal CPU only).
import { measureBareHost } from './measureBareHost.mjs';

export const BARE_ORDER = ['floor', 'UMD', 'ESM'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Per build: `{ button: { normal, slow } }` medians in ms, `firstFrame: { normal, slow }` counts
 * of `runs` (null for the floor), `heap` median bytes.
 */
export async function benchBareHosts(browser, stackUrls, runs) {
  const visits = Object.fromEntries(BARE_ORDER.map((build) => [build, { normal: [], slow: [] }]));
  for (const [speed, cpuSlowdown] of [['normal', 1], ['slow', 4]]) {
    for (let i = 0; i < runs; i += 1) {
      for (const build of BARE_ORDER) visits[build][speed].push(await measureBareHost(browser, stackUrls, build, { cpuSlowdown, heap: speed === 'normal' }));
    }
  }
  const figures = {};
  for (const build of BARE_ORDER) {
    const { normal, slow } = visits[build];
    const frames = (list) => (build === 'floor' ? null : list.filter((visit) => visit.firstFrame).length);
    figures[build] = {
      button: { normal: median(normal.map((visit) => visit.buttonReady)), slow: median(slow.map((visit) => visit.buttonReady)) },
      firstFrame: { normal: frames(normal), slow: frames(slow) },
      heap: median(normal.map((visit) => visit.heap)),
    };
  }
  return figures;
}
