/**
 * `npm run check`: the static checks, in two lanes side by side (the machine has two cores and
 * `astro check` and ESLint are the slowest, each keeping one busy), each tool's output printed
 * whole once it ends, the run failing if any tool fails, naming it. `astro sync` goes first: it
 * writes the types of the content and of the CSS Modules into .astro/, which ESLint's type-aware
 * rules read, and on a clean clone nothing else has yet.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

interface Check {
  name: string;
  command: string;
  args: readonly string[];
}

const bin = (tool: string) => join(import.meta.dirname, '..', 'node_modules', '.bin', tool);

/** Each lane runs its checks one after another; the lanes run at once. */
const lanes: readonly (readonly Check[])[] = [
  [
    { name: 'astro check (types)', command: bin('astro'), args: ['check'] },
    { name: 'dependency-cruiser (the layers)', command: bin('depcruise'), args: ['--config', '.dependency-cruiser.cjs', '.'] },
    { name: 'Prettier', command: bin('prettier'), args: ['--check', '.'] },
    { name: 'cspell', command: bin('cspell'), args: ['--no-progress'] },
  ],
  [
    { name: 'ESLint', command: bin('eslint'), args: ['.'] },
    { name: 'knip (nothing unused)', command: bin('knip'), args: [] },
  ],
];

function run({ name, command, args }: Check): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: join(import.meta.dirname, '..'), env: { ...process.env, FORCE_COLOR: '0' } });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name}: ${code === 0 ? 'passed' : 'failed'}\n${Buffer.concat(output).toString('utf8')}`);
      resolve(code === 0);
    });
  });
}

const failed: string[] = [];
if (!(await run({ name: 'astro sync (the types ESLint reads)', command: bin('astro'), args: ['sync'] }))) failed.push('astro sync');
await Promise.all(
  lanes.map(async (lane) => {
    for (const check of lane) if (!(await run(check))) failed.push(check.name);
  }),
);
if (failed.length > 0) {
  console.error(`\nnpm run check: ${failed.join(', ')} failed.`);
  process.exitCode = 1;
}
