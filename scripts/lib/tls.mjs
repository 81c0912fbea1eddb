import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway self-signed certificate for 127.0.0.1, so the measurements can serve the builds over
 * HTTP/2 as a CDN does (browsers speak HTTP/2 only over TLS). Made with openssl; undefined where
 * openssl is missing, and the caller serves HTTP/1.1 and says so. The browsers that load these pages
 * run with --ignore-certificate-errors.
 */
export function localCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
        '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'), '-days', '1',
        '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
