// node scripts/parallel.mjs lint typecheck: runs those npm scripts at the same time and fails when
// any of them fails. Each script's output is held back and printed whole when it ends, so two
// reports never interleave. Used by `npm test` for the single-threaded checks (ESLint, Prettier,
// knip, tsc), which otherwise leave one of the two cores idle.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n> npm run ${script} (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
