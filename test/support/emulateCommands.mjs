// @web/test-runner server command that makes the test's own page look like a phone or tablet
// to the code under test: the browser sends and reports the device's user agent (puppeteer's
// `page.setUserAgent`, a DevTools override, as Chromium's device mode does), not a patched
// `navigator`. The page is the ChromeLauncher's page of the test's session, so it changes only
// the test file that asks. (Only the user agent: puppeteer reloads the page to emulate a touch
// screen or a mobile viewport, which would end the test file's run.)
//   executeServerCommand('emulate-device', { device: 'iPhone 15 Pro' })  the user agent of a
//     device of puppeteer's KnownDevices;
//   executeServerCommand('emulate-device', { device: null })  the browser's own again.
// The runner reuses a page for the next test file: a file that emulates a device must ask for
// the browser's own user agent again when it ends (in `after`).
import { KnownDevices } from 'puppeteer-core';

function testPage(session) {
  if (session.browser.type !== 'puppeteer') throw new Error('emulate-device needs the puppeteer-based Chrome launcher');
  return session.browser.getPage(session.id);
}

async function emulate(session, device) {
  const page = testPage(session);
  if (device === null) {
    await page.setUserAgent(await page.browser().userAgent());
    return true;
  }
  const known = Object.hasOwn(KnownDevices, device) ? KnownDevices[device] : undefined;
  if (!known) throw new Error(`emulate-device: no device named "${device}" (see puppeteer's KnownDevices)`);
  await page.setUserAgent(known.userAgent);
  return true;
}

export function emulateCommandsPlugin() {
  return {
    name: 'emulate-commands',
    async executeCommand({ command, payload, session }) {
      if (command !== 'emulate-device') return undefined;
      const device = payload?.device;
      if (device !== null && typeof device !== 'string') throw new Error('emulate-device needs { device: "iPhone 15 Pro" } or { device: null }');
      return emulate(session, device);
    },
  };
}
