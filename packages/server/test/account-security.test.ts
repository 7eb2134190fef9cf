import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadForm, UserInfo } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { clientFor, freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId, postLogin, signIn } from './support/accounts.js';
import { makePng } from './support/images.js';
import { uploadFormData } from './support/uploads.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

interface SignInRecord {
  id: number;
  status: 'active' | 'ended';
  current: boolean;
  ip: string;
}

describe(`账户安全 on ${testDbKind}`, () => {
  it('changes the password with the old one, and signs every other device out', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'secure');
    const username = reseller.user.username;
    const phone = clientFor(server.app, await signIn(server.app, username, 'reseller123'));

    const wrong = await reseller.call('PUT', '/distribution/user/password', {
      old_password: 'not-it-123',
      password: 'newpass2026',
    });
    expect(wrong).toMatchObject({ status_code: 422, msg: '原密码（old_password）不正确' });
    const weak = await reseller.call('PUT', '/distribution/user/password', {
      old_password: 'reseller123',
      password: 'onlyletters',
    });
    expect(weak.msg).toBe('密码（password）需同时包含字母和数字');
    // Nothing changed by the refusals: the other device is still in.
    expect((await phone('GET', '/distribution/user')).http).toBe(200);

    const changed = await reseller.call<{ ended_sessions: number }>(
      'PUT',
      '/distribution/user/password',
      { old_password: 'reseller123', password: 'newpass2026' },
    );
    expect(changed).toMatchObject({
      status_code: 200,
      msg: '密码已修改，其他 1 处登录已退出',
      data: { ended_sessions: 1 },
    });
    expect((await phone('GET', '/distribution/user')).http).toBe(401);
    expect((await reseller.call('GET', '/distribution/user')).http).toBe(200);
    expect((await postLogin(server.app, { username, password: 'reseller123' })).status_code).toBe(
      400,
    );
    expect((await postLogin(server.app, { username, password: 'newpass2026' })).status_code).toBe(
      200,
    );
  });

  it('lists the sign-ins and signs one device out, but not another account’s', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'devices');
    const laptop = clientFor(
      server.app,
      await signIn(server.app, reseller.user.username, 'reseller123'),
    );
    const history = await reseller.call<SignInRecord[]>('GET', '/distribution/user/sessions');
    expect(history.data).toHaveLength(2);
    expect(history.data.filter((row) => row.current)).toHaveLength(1);
    expect(history.data.every((row) => row.status === 'active')).toBe(true);
    const other = history.data.find((row) => !row.current)!;

    const stranger = await freshReseller(server.app, db, siteId, 'stranger_dev');
    const steal = await stranger.call('DELETE', `/distribution/user/sessions/${other.id}`);
    expect(steal).toMatchObject({ status_code: 404, msg: '登录设备不存在' });
    expect((await laptop('GET', '/distribution/user')).http).toBe(200);

    const out = await reseller.call('DELETE', `/distribution/user/sessions/${other.id}`);
    expect(out.msg).toBe('该设备已退出登录');
    expect((await laptop('GET', '/distribution/user')).http).toBe(401);
    const after = await reseller.call<SignInRecord[]>('GET', '/distribution/user/sessions');
    expect(after.data.find((row) => row.id === other.id)?.status).toBe('ended');
  });
});

async function uploadAs(call: ReturnType<typeof clientFor>, type: 'avatar' | 'material') {
  const form = await call<UploadForm>('GET', `/admin/ossUpload?type=${type}`);
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/upload/local',
    payload: uploadFormData(form.data, { bytes: makePng(4, 4), name: 'me.png', type: 'image/png' }),
  });
  return (res.json() as { data: { id: number; url: string } }).data;
}

interface Profile {
  nickname: string;
  avatar: string;
  company: string;
  contact_name: string;
  wechat: string;
  phone: string;
}

describe(`账户信息 on ${testDbKind}`, () => {
  it('saves the profile with an uploaded avatar, which the header shows', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'profile');
    const avatar = await uploadAs(reseller.call, 'avatar');
    const saved = await reseller.call<Profile>('PUT', '/distribution/user/profile', {
      nickname: '  小李  ',
      company: '深圳小李服饰有限公司',
      contact_name: '李先生',
      wechat: 'li_shop',
      avatar_file_id: avatar.id,
    });
    expect(saved).toMatchObject({
      status_code: 200,
      msg: '账户信息已保存',
      data: {
        nickname: '小李',
        company: '深圳小李服饰有限公司',
        contact_name: '李先生',
        wechat: 'li_shop',
      },
    });
    expect(saved.data.avatar).toContain('/avatar/');
    const read = await reseller.call<Profile>('GET', '/distribution/user/profile');
    expect(read.data).toEqual(saved.data);
    const header = await reseller.call<UserInfo>('GET', '/distribution/user');
    expect(header.data.avatar).toBe(saved.data.avatar);
  });

  it('refuses a picture that is not an avatar, or someone else’s, and changes nothing', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'profile_bad');
    const material = await uploadAs(reseller.call, 'material');
    const notAvatar = await reseller.call('PUT', '/distribution/user/profile', {
      nickname: '不该保存',
      avatar_file_id: material.id,
    });
    expect(notAvatar).toMatchObject({ status_code: 422, msg: '请上传头像图片（type=avatar）' });
    const stranger = await freshReseller(server.app, db, siteId, 'profile_other');
    const theirs = await uploadAs(stranger.call, 'avatar');
    const stolen = await reseller.call('PUT', '/distribution/user/profile', {
      avatar_file_id: theirs.id,
    });
    expect(stolen).toMatchObject({ status_code: 404, msg: '头像图片不存在' });
    const read = await reseller.call<Profile>('GET', '/distribution/user/profile');
    expect(read.data.nickname).toBe('');
    expect(read.data.avatar).toBe('');
  });
});
