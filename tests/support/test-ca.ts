import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  dir: string;
  /** The test CA (PEM). */
  caPem: string;
  /** Certificate and key of `localhost` / 127.0.0.1 / ::1, signed by the test CA. */
  certPem: string;
  keyPem: string;
  /** For NODE_EXTRA_CA_CERTS: the CAs already trusted through it, plus the test CA. */
  extraCaFile: string;
}

const openssl = (args: string[], cwd: string) =>
  execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });

/**
 * A throwaway CA and a `localhost` server certificate, made with the openssl CLI for the HTTPS subscriber servers of
 * the tests. Nothing is trusted system-wide: processes trust it through NODE_EXTRA_CA_CERTS (netlify dev) or
 * tls.setDefaultCACertificates (in-process tests).
 */
export function createTestCertificates(dir = mkdtempSync(join(tmpdir(), 'websub-ca-'))): TestCertificates {
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Reviews WebSub test CA',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  openssl(
    [
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-keyout',
      'server.key',
      '-out',
      'server.csr',
    ],
    dir,
  );
  writeFileSync(
    join(dir, 'server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'server.ext',
      '-out',
      'server.pem',
    ],
    dir,
  );
  const caPem = readFileSync(join(dir, 'ca.pem'), 'utf8');
  const inherited = process.env.NODE_EXTRA_CA_CERTS;
  const extraCaFile = join(dir, 'extra-ca.pem');
  writeFileSync(extraCaFile, `${inherited && existsSync(inherited) ? readFileSync(inherited, 'utf8') : ''}\n${caPem}`);
  return {
    dir,
    caPem,
    certPem: readFileSync(join(dir, 'server.pem'), 'utf8'),
    keyPem: readFileSync(join(dir, 'server.key'), 'utf8'),
    extraCaFile,
  };
}
