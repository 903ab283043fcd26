/**
 * Mozilla's HTTP Observatory (its own scanner, @mdn/mdn-http-observatory) over a built site, on
 * this offline machine: the site is served over HTTPS on localhost with a throwaway certificate the
 * scan is told to trust, and plain HTTP redirects to it, as the CDN does in production.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createStaticHandler } from '../../server/static-site.ts';
import { projectRoot } from './production-build.ts';
import { listen, selfSignedCertificate } from './tls.ts';

export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Each test's result and its score modifier, such as "csp-implemented-with-no-unsafe-default-src-none: +10". */
  tests: Record<string, { result: string; scoreModifier: number }>;
}

/**
 * The package fetches Chromium's HSTS preload list when installed (a script this offline machine
 * cannot run; package.json turns it off). Without the list its HSTS test cannot run at all; an
 * empty one says what is true of localhost: no browser preloads it.
 */
function ensurePreloadList(): void {
  const list = join(projectRoot, 'node_modules/@mdn/mdn-http-observatory/conf/hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}');
}

/** Scans the site built in `root` and returns the Observatory's score and its tests. */
export async function scanSite(root: string): Promise<ObservatoryResult> {
  ensurePreloadList();
  const certificate = selfSignedCertificate('localhost');
  const serveStatic = createStaticHandler(root);
  const secure = createHttpsServer(
    { key: certificate.key, cert: certificate.cert },
    (request, response) => void serveStatic(request, response),
  );
  const httpsPort = await listen(secure);
  const plain = createHttpServer((request, response) => {
    response.writeHead(301, { Location: `https://localhost:${httpsPort}${request.url ?? '/'}` }).end();
  });
  const httpPort = await listen(plain);
  try {
    // In a process of its own, which trusts the throwaway certificate (NODE_EXTRA_CA_CERTS); this
    // one keeps serving meanwhile. The package's scan() (src/scanner/index.js) takes no ports, so
    // this is scan() with them: its retriever, its tests, and its scoring (extra credit only from
    // an A upwards), kept step for step; compare with that file when the package is updated.
    const observatory = '@mdn/mdn-http-observatory/src';
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { retrieve } = await import('${observatory}/retriever/retriever.js');
         const { ALL_TESTS } = await import('${observatory}/constants.js');
         const { getGradeForScore, getScoreModifier } = await import('${observatory}/grader/grader.js');
         const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('${observatory}/grader/charts.js');
         const requests = await retrieve('localhost', { httpsPort: ${httpsPort}, httpPort: ${httpPort} });
         if (!requests.responses.auto) throw new Error('The Observatory could not reach the site.');
         let withExtraCredit = 100;
         let uncurved = 100;
         const tests = {};
         for (const test of ALL_TESTS.map((run) => run(requests))) {
           if (!test.result) continue;
           const scoreModifier = getScoreModifier(test.result);
           withExtraCredit += scoreModifier;
           if (scoreModifier < 0) uncurved += scoreModifier;
           tests[test.constructor.name] = { result: test.result, scoreModifier };
         }
         const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
         process.stdout.write(JSON.stringify({ score, grade, tests }));`,
      ],
      { cwd: projectRoot, env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.file }, encoding: 'utf8' },
    );
    return JSON.parse(stdout) as ObservatoryResult;
  } finally {
    secure.close();
    plain.close();
    certificate.dispose();
  }
}
