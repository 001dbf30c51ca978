// Serves every test module as one esbuild bundle, built on request.
// React and several SDKs are CommonJS, which the test server cannot load by plain
// node resolution; bundling each file the way a real app bundler would sidesteps that
// and keeps the code under test identical to what rollup ships.
import { build } from 'esbuild';
import path from 'node:path';

const TEST_MODULE = /\.test\.tsx?$/;

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
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
