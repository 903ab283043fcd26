/**
 * The two outside services the production site reaches, answered on this offline machine by one
 * local HTTPS server with a throwaway certificate: accounts.google.com with the sign-in stand-in's
 * script and style at Google's paths (/gsi/client, /gsi/style), api.emailjs.com with the local
 * inbox, giving the cross-origin answers the real API gives. Chromium reaches it through
 * `--host-resolver-rules` and must ignore certificate errors.
 */
import { createServer } from 'node:https';
import { emailjsApi, gsiScript } from '../../src/outside-services.ts';
import { browserFile, browserFiles, createGoogleStandIn, createStandIns } from '../../stand-ins/server.ts';
import { listen, selfSignedCertificate } from './tls.ts';

const googleHost = new URL(gsiScript).hostname;
const emailjsHost = new URL(emailjsApi).hostname;

export interface OutsideServices {
  /** The value of Chromium's `--host-resolver-rules` that sends both hosts here. */
  hostResolverRules: string;
  /** Every request answered, as "host path": "accounts.google.com /gsi/client". */
  requests: readonly string[];
  close: () => void;
}

/** Starts the stand-ins; what the site sends by EmailJS lands in `inboxDir`. */
export async function serveOutsideServices(inboxDir: string): Promise<OutsideServices> {
  const google = new Map<string, { type: string; text: string }>(
    await Promise.all(
      Object.entries(browserFiles)
        .filter(([name]) => name.startsWith('gsi/'))
        .map(async ([name, file]) => [`/${name}`, { type: file.type, text: await browserFile(file.source) }] as const),
    ),
  );
  const emailjs = createStandIns({ inboxDir, log: () => undefined });
  // The sign-in stand-in's script asks beside itself for each credential, signed (stand-ins/gsi/signing.ts).
  const signIn = createGoogleStandIn();
  const requests: string[] = [];
  const certificate = selfSignedCertificate(googleHost);
  const server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const { pathname } = new URL(`https://${host}${request.url ?? '/'}`);
    requests.push(`${host} ${pathname}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const file = host === googleHost ? google.get(pathname) : undefined;
    if (file !== undefined) {
      response.writeHead(200, { 'Content-Type': file.type }).end(file.text);
    } else if (host === googleHost && pathname === '/gsi/credential' && request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' }).end();
    } else if (host === googleHost && pathname === '/gsi/credential') {
      void signIn(request, response, 'credential');
    } else if (host === emailjsHost && request.method === 'OPTIONS') {
      // The contact form sends JSON, so the browser asks first, as it does of the real API.
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type' }).end();
    } else if (host === emailjsHost) {
      void emailjs(request, response).then((handled) => {
        if (!handled) response.writeHead(404).end();
      });
    } else {
      response.writeHead(404).end();
    }
  });
  certificate.dispose();
  const port = await listen(server, '127.0.0.1');
  return {
    hostResolverRules: [googleHost, emailjsHost].map((host) => `MAP ${host} 127.0.0.1:${port}`).join(', '),
    requests,
    close: () => server.close(),
  };
}
