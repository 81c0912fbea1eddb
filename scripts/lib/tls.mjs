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
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1';
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync('openssl', [...request.split(' '), ...subject, '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    return {
      key: readFileSync(key, 'utf8'),
      cert: readFileSync(cert, 'utf8'),
    };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
