import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/modules/jobs/queue.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, createUser, defaultSiteId, signIn } from './support/accounts.js';

let server: TestServer;
let jobId: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const siteId = await defaultSiteId(db);
  const owner = await createUser(db, { siteId, username: 'job_owner', password: 'owner12345' });
  await createUser(db, { siteId, username: 'job_other', password: 'other12345' });
  jobId = (await enqueueJob(db, 'export', { what: 'orders' }, { siteId, userId: owner.id })).id;
});
afterAll(async () => {
  await server?.close();
});

const getJob = async (token?: string) => {
  const res = await server.app.inject({
    method: 'GET',
    url: `/req/distribution/job/${jobId}`,
    headers: token ? bearer(token) : {},
  });
  return { http: res.statusCode, ...res.json() };
};

describe(`job status on ${testDbKind}`, () => {
  it("shows the owner their job's state", async () => {
    const body = await getJob(await signIn(server.app, 'job_owner', 'owner12345'));
    expect(body.status_code).toBe(200);
    expect(body.data).toMatchObject({
      id: jobId,
      kind: 'export',
      status: 'queued',
      progress: null,
      last_error: null,
    });
  });

  it('answers another reseller as not found, and a visitor with 401', async () => {
    const other = await getJob(await signIn(server.app, 'job_other', 'other12345'));
    expect(other).toMatchObject({ http: 200, status_code: 404, msg: '任务不存在' });
    expect((await getJob()).http).toBe(401);
  });
});
