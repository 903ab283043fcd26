/**
 * What the production checks need to speak HTTPS on this offline machine: a throwaway self-signed
 * certificate, and servers on free local ports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Certificate {
  key: Buffer;
  cert: Buffer;
  /** The certificate as a PEM file, for a client told to trust it (NODE_EXTRA_CA_CERTS); gone after `dispose`. */
  file: string;
  dispose: () => void;
}

/** A certificate for `hostname`, valid for a day, made with openssl. */
export function selfSignedCertificate(hostname: string): Certificate {
  const folder = mkdtempSync(join(tmpdir(), 'throwaway-tls-'));
  const key = join(folder, 'key.pem');
  const file = join(folder, 'certificate.pem');
  execFileSync(
    'openssl',
    // prettier-ignore
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${hostname}`, '-addext', `subjectAltName=DNS:${hostname}`, '-keyout', key, '-out', file],
    { stdio: 'ignore' },
  );
  return {
    key: readFileSync(key),
    cert: readFileSync(file),
    file,
    dispose: () => {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Starts `server` on a free port and gives the port. On `host`, or when none is given on every
 * local address, since "localhost" may mean ::1 or 127.0.0.1 to a client.
 */
export function listen(server: Server, host?: string): Promise<number> {
  return new Promise((resolve) => {
    const ready = () => {
      resolve((server.address() as AddressInfo).port);
    };
    if (host === undefined) server.listen(0, ready);
    else server.listen(0, host, ready);
  });
}
