/**
 * What a browser did on the site, seen from the server, for the tests that drive browsers whose
 * drivers cannot report it (WebKitWebDriver and WPEWebDriver speak only classic WebDriver: no
 * console, no network events). The engines tests (tests/engines/) read it from the server each of
 * their workers runs (fixtures.ts).
 *
 * Wrapped around the site's handler, it:
 *
 * - records every request with the status it got: a 4xx or 5xx (an unknown path gets 404) is a
 *   failed request;
 * - sends each page with a `Content-Security-Policy-Report-Only` header that copies the page's own
 *   `<meta>` policy and adds `report-uri /__observe/csp`, so the browser posts every violation of
 *   that policy here (the meta policy itself cannot name a report address);
 * - puts one classic script, `/__observe/observer.js`, first in each page's `<head>`, before
 *   anything of the page runs: it posts uncaught exceptions, unhandled rejections, calls of
 *   `console.error`, `securitypolicyviolation` events and elements that failed to load. It
 *   stands before the page's meta policy, so that policy does not judge it; it wraps
 *   `console.error` (passing every call on) and adds nothing to the page. A page it could not be
 *   put into is recorded as an error.
 *
 * To read and rewrite whole pages it asks the site for them uncompressed and without 304s, so an
 * observed server does not behave like the CDN in those two ways.
 *
 * What it cannot see: messages a browser writes to its console by itself (not through
 * `console.error`), and anything while JavaScript is off (requests and CSP reports still come).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** One thing the server saw. */
export interface Observation {
  /** `request`: a request answered with 4xx/5xx (or an element that failed to load); `csp`: a violation; the rest from the page's script. */
  kind: 'request' | 'csp' | 'error' | 'rejection' | 'console';
  text: string;
  /** For requests: the path and the status. */
  path?: string;
  status?: number;
}

/** Every request, for tests that need the status a page was served with. */
export interface RequestRecord {
  method: string;
  path: string;
  status: number;
}

const prefix = '/__observe/';

/** Runs first in every page; posts what goes wrong to the server. Plain ES2017: the old engine reads it too. */
const observerScript = `(function () {
  var leaving = false;
  // Loads the next navigation cuts short are not failures.
  window.addEventListener('beforeunload', function () { leaving = true; });
  window.addEventListener('pagehide', function () { leaving = true; });
  var post = function (kind, text) {
    try {
      navigator.sendBeacon('${prefix}report', JSON.stringify({ kind: kind, text: String(text).slice(0, 2000), page: location.pathname }));
    } catch (ignored) {}
  };
  window.addEventListener('error', function (event) {
    if (event instanceof ErrorEvent) {
      post('error', event.message + ' at ' + event.filename + ':' + event.lineno + ':' + event.colno);
    } else if (event.target && event.target !== window && !leaving) {
      var target = event.target;
      post('request', 'failed to load <' + target.localName + '> ' + (target.src || target.href || ''));
    }
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    post('rejection', reason && reason.stack ? reason.stack : reason);
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    post('csp', event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code') + ' in ' + event.sourceFile + ':' + event.lineNumber);
  });
  var original = console.error;
  console.error = function () {
    post('console', Array.prototype.map.call(arguments, String).join(' '));
    return original.apply(this, arguments);
  };
})();
`;

function decodeAttribute(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The page's `<meta http-equiv="content-security-policy">` policy, if it has one. */
function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s[^>]*http-equiv=["']?content-security-policy["']?[^>]*>/i.exec(html)?.[0];
  const content = tag === undefined ? undefined : /\scontent=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
  const value = content?.[1] ?? content?.[2];
  return value === undefined ? undefined : decodeAttribute(value);
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The part of a CSP report a person reads. */
function describeReport(text: string): string {
  try {
    const report = (JSON.parse(text) as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? {};
    const field = (name: string) => {
      const value = report[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    };
    return `${field('violated-directive') || field('effective-directive')} blocked ${field('blocked-uri') || 'inline code'} in ${field('document-uri')} (${field('source-file')}:${field('line-number')})`;
  } catch {
    return text;
  }
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * The site's handler, observed. `record` receives each observation as it happens, `requests` each
 * request once answered. `fromServer` names the paths only a server asks for (the relay's calls to
 * the stand-ins of EmailJS and Google): their answers are the relay's to handle, and what it makes
 * of them reaches the page as the answer to `/api/send`, so they are not the page's failed requests.
 */
export function observe(
  site: Handler,
  record: (observation: Observation) => void,
  requests?: (request: RequestRecord) => void,
  fromServer: (pathname: string) => boolean = () => false,
): Handler {
  return async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === `${prefix}observer.js`) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(observerScript);
      return;
    }
    if (pathname === `${prefix}probe.js`) {
      // For the engines tests' check of the journal: a script of the site's origin that goes wrong.
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end('console.error("journal probe: console"); setTimeout(function () { throw new Error("journal probe: thrown"); });');
      return;
    }
    if (pathname === `${prefix}report` && request.method === 'POST') {
      try {
        const report = JSON.parse(await body(request)) as { kind: Observation['kind']; text: string; page: string };
        record({ kind: report.kind, text: `${report.text} (on ${report.page})` });
      } catch (error) {
        record({ kind: 'error', text: `an unreadable report from the observer: ${String(error)}` });
      }
      response.writeHead(204).end();
      return;
    }
    if (pathname === `${prefix}csp` && request.method === 'POST') {
      record({ kind: 'csp', text: describeReport(await body(request)) });
      response.writeHead(204).end();
      return;
    }

    // Whole bodies, so pages can be read and rewritten: no compressed twin, no 304.
    request.headers['accept-encoding'] = 'identity';
    delete request.headers['if-none-match'];
    response.on('finish', () => {
      const { statusCode: status } = response;
      requests?.({ method: request.method ?? 'GET', path: pathname, status });
      if (status >= 400 && !fromServer(pathname))
        record({ kind: 'request', text: `${request.method ?? 'GET'} ${pathname} answered ${status}`, path: pathname, status });
    });

    // Holds the head until the body is known, to rewrite pages.
    const writeHead = response.writeHead.bind(response);
    const end = response.end.bind(response);
    let head: { status: number; headers: OutgoingHttpHeaders } | undefined;
    const flush = () => {
      if (head !== undefined) writeHead(head.status, head.headers);
      head = undefined;
    };
    response.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
      head = { status, headers: { ...headers } };
      return response;
    }) as typeof response.writeHead;
    const write = response.write.bind(response);
    response.write = ((...args: Parameters<typeof response.write>) => {
      flush();
      return write(...args);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: unknown[]) => {
      const type = String(head?.headers['Content-Type'] ?? head?.headers['content-type'] ?? '');
      const headTag = Buffer.isBuffer(chunk) ? /<head\b[^>]*>/i.exec(chunk.toString('utf8'))?.[0] : undefined;
      if (head !== undefined && type.startsWith('text/html') && headTag === undefined) {
        // A page the observer could not go into would pass blind in the engines that see only through it.
        record({ kind: 'error', text: `the observer could not be put into ${pathname}` });
      }
      if (head !== undefined && type.startsWith('text/html') && Buffer.isBuffer(chunk) && headTag !== undefined) {
        let html = chunk.toString('utf8');
        const policy = metaPolicy(html);
        html = html.replace(headTag, `${headTag}<script src="${prefix}observer.js"></script>`);
        const bytes = Buffer.from(html, 'utf8');
        head.headers['Content-Length'] = String(bytes.length);
        delete head.headers['ETag'];
        if (policy !== undefined) head.headers['Content-Security-Policy-Report-Only'] = `${policy}; report-uri ${prefix}csp`;
        flush();
        return end(bytes);
      }
      flush();
      return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    }) as typeof response.end;

    await site(request, response);
  };
}
