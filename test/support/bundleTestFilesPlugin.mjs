// Serves every test module as one esbuild bundle, built on request.
// React and several SDKs are CommonJS, which the test server cannot load by plain
// node resolution; bundling each file the way a real app bundler would sidesteps that
// and keeps the code under test identical to what rollup ships.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
// Test files, and host pages that tests load in a frame (*.page.ts), are bundled alike.
const TEST_MODULE = /\.(test|page)\.tsx?$/;

export function bundleTestFilesPlugin({ rootDir }) {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      if (!TEST_MODULE.test(context.path)) return undefined;
      const entry = path.join(rootDir, decodeURIComponent(context.path));
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        platform: 'browser',
        sourcemap: 'inline',
        jsx: 'automatic',
        tsconfig: path.join(rootDir, 'tsconfig.json'),
        define: {
          'process.env.NODE_ENV': '"development"',
          __WALLET_MODAL_VERSION__: JSON.stringify(version),
        },
        // The test runner's own socket module is served by it, not bundled.
        // 'util' is required by @sinonjs/fake-timers only under Node (guarded at run time).
        external: ['/__web-dev-server__web-socket.js', 'util'],
        // Test files only: a failed check on a page node reports instead of stalling the file.
        inject: /\.test\.tsx?$/.test(context.path) ? [path.join(rootDir, 'test/support/readableFailures.ts')] : [],
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
