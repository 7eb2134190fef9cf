import { generate } from 'selfsigned';

export interface TestCertificate {
  key: string;
  cert: string;
}

let made: Promise<TestCertificate> | null = null;

/** A self-signed certificate for 127.0.0.1, made once per test process (never stored). */
export function testCertificate(): Promise<TestCertificate> {
  made ??= generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return made;
}
