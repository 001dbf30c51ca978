// A child process that runs the stack's alto bundlers (one per chain) in one Node process, so
// alto loads once for all of them, and early: it loads alto's dependencies at once (most of its
// start cost), says `{ loaded: true }` over IPC, then starts one bundler per argument list of the
// `{ instances: [argv, …] }` it is sent (alto's CLI options). alto's CLI module runs the CLI on
// process.argv as it loads, so the first bundler is started that way; the others through alto's
// own handler, their options parsed with alto's option table. Started by startBundlers.mjs; a
// bundler that fails to start ends the process with its error on stderr.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ALTO_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@pimlico/alto')), 'cli/alto.js');
const fromAlto = (file) => import(pathToFileURL(path.join(path.dirname(ALTO_CLI), file)).href);
// alto's dependencies that cost the most to load (resolved as alto resolves them).
const PRELOAD = ['viem', 'viem/chains', 'fastify', '@fastify/websocket', '@fastify/cors', '@sentry/node', '@opentelemetry/api', '@opentelemetry/sdk-node', 'pino', 'pino-http', 'pino-pretty', 'prom-client', 'bull', 'ioredis', 'yargs', 'zod', 'zod-validation-error'];
const OPTION_GROUPS = ['bundlerOptions', 'compatibilityOptions', 'serverOptions', 'executorOptions', 'rpcOptions', 'logOptions', 'debugOptions', 'gasEstimationOptions', 'mempoolOptions', 'redisOptions'];

const fail = (error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
};

const altoRequire = createRequire(ALTO_CLI);
await Promise.all(PRELOAD.map((name) => import(pathToFileURL(altoRequire.resolve(name)).href).catch(() => undefined)));

process.once('message', async ({ instances }) => {
  try {
    const [first, ...others] = instances;
    process.argv = [process.argv[0], ALTO_CLI, ...first];
    await import(pathToFileURL(ALTO_CLI).href);
    const [{ default: yargs }, options, { bundlerHandler }] = await Promise.all([import(pathToFileURL(altoRequire.resolve('yargs')).href), fromAlto('config/options.js'), fromAlto('handler.js')]);
    const optionTable = Object.assign({}, ...OPTION_GROUPS.map((name) => options[name]));
    for (const argv of others) bundlerHandler(yargs(argv).options(optionTable).parseSync()).catch(fail);
  } catch (error) {
    fail(error);
  }
});
process.send({ loaded: true });
