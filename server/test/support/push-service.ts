import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** A request the test push service received. */
export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local HTTPS server acting as a browser's push service (web-push posts to a subscription's
 * endpoint over HTTPS): a self-signed certificate for 127.0.0.1 (openssl), trusted by this test
 * process's default HTTPS agent. Answers 201 as push services do; `gone` paths answer 410.
 * `subscription(name)` is a browser's subscription to it, with real P-256 and auth keys.
 */
export async function startPushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pem = fs.readFileSync(cert);
  https.globalAgent.options.ca = [pem];
  const deliveries: PushDelivery[] = [];
  const gone = new Set<string>();
  const server = https.createServer({ key: fs.readFileSync(key), cert: pem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    deliveries,
    gone,
    subscription(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
