import type { Db } from '../../src/db/client.js';
import { jobHandlers } from '../../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../../src/modules/jobs/worker.js';
import { ALLOW_PRIVATE_FETCH_ENV } from '../../src/modules/materials/url-material.js';
import { startEtsyFake, type EtsyFake, type EtsyFakeOptions } from '../fakes/etsy.js';
import { startWooFake, type WooFake, type WooFakeOptions } from '../fakes/woocommerce.js';
import { startTestServer, type TestServer } from '../harness.js';
import { defaultSiteId } from './accounts.js';

export interface WooEtsyTestbed {
  woo: WooFake;
  etsy: EtsyFake;
  server: TestServer;
  db: Db;
  siteId: number;
  worker: JobWorker;
  close(): Promise<void>;
}

/**
 * A listening test server wired to a WooCommerce fake and an Etsy fake (the Etsy app's
 * credentials and addresses through its environment), with a job worker to drain by hand.
 */
export async function startWooEtsyTestbed(options: {
  woo: WooFakeOptions;
  etsy: EtsyFakeOptions;
}): Promise<WooEtsyTestbed> {
  // The fakes listen on loopback, which a reseller's store URL may not point at otherwise.
  const previousAllow = process.env[ALLOW_PRIVATE_FETCH_ENV];
  process.env[ALLOW_PRIVATE_FETCH_ENV] = '1';
  const woo = await startWooFake(options.woo);
  const etsy = await startEtsyFake(options.etsy);
  const server = await startTestServer({
    env: {
      ETSY_KEYSTRING: options.etsy.keystring,
      ETSY_SHARED_SECRET: options.etsy.sharedSecret,
      ETSY_WEBHOOK_SECRET: options.etsy.webhookSecret,
      ETSY_API_URL: etsy.url,
      ETSY_CONNECT_URL: etsy.connectUrl,
    },
  });
  await server.listen();
  const db = server.database.db;
  return {
    woo,
    etsy,
    server,
    db,
    siteId: await defaultSiteId(db),
    worker: createJobWorker({ db, handlers: jobHandlers({ config: server.config }) }),
    async close() {
      if (previousAllow === undefined) delete process.env[ALLOW_PRIVATE_FETCH_ENV];
      else process.env[ALLOW_PRIVATE_FETCH_ENV] = previousAllow;
      await server.close();
      await woo.close();
      await etsy.close();
    },
  };
}
