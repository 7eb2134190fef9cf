import { randomBytes } from 'node:crypto';
import { startFake, type FakeResponse, type RunningFake } from './fake-http.js';

/**
 * WeChat website sign-in (网站应用微信登录, developers.weixin.qq.com/doc/oplatform/Website_App/
 * WeChat_Login/Wechat_Login.html) as PodKit uses it:
 * - `GET open.weixin.qq.com/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state`
 *   followed by `#wechat_redirect` (a fragment, so the server never sees it): the QR page. Here the
 *   person in `scanner` scans and confirms at once, and it redirects to `redirect_uri` with `code`
 *   and `state`. Its parameters are checked in the order the documentation gives them.
 * - `GET api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`:
 *   `access_token`, `expires_in` 7200, `refresh_token`, `openid`, `scope`, and `unionid` when the
 *   app belongs to an open-platform account. A code is good once (and for 10 minutes).
 * - `GET api.weixin.qq.com/sns/userinfo?access_token&openid`: `openid`, `nickname`, `sex`,
 *   `province`, `city`, `country`, `headimgurl`, `privilege`, `unionid`.
 * Errors are HTTP 200 with `{ errcode, errmsg }` (40029 invalid code, 40125 invalid appsecret,
 * 40013 invalid appid, 42001 access_token expired, 40003 invalid openid, 41002 appid missing),
 * sent as `text/plain` as api.weixin.qq.com does.
 */
export interface WeChatOAuthFake {
  env: Record<string, string>;
  /** Who scans the QR code: their openid (per app) and unionid (per open-platform account). */
  scanner: { openid: string; unionid: string | null; nickname: string };
  /** A code as confirming on the phone would hand out. */
  issueCode(): string;
  fake: RunningFake;
  close(): Promise<void>;
}

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = 'wechat-test-app-secret-0123456789';
const CODE_TTL_MS = 10 * 60_000;
const QR_PARAMS = ['appid', 'redirect_uri', 'response_type', 'scope', 'state'];

type Scanner = WeChatOAuthFake['scanner'];

/** WeChat's error body: HTTP 200, plain text holding JSON. */
const wxError = (errcode: number, errmsg: string): FakeResponse => ({
  status: 200,
  headers: { 'content-type': 'text/plain' },
  body: JSON.stringify({ errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` }),
  raw: true,
});

const wxOk = (body: Record<string, unknown>): FakeResponse => ({
  status: 200,
  headers: { 'content-type': 'text/plain' },
  body: JSON.stringify(body),
  raw: true,
});

export async function startWeChatOAuthFake(): Promise<WeChatOAuthFake> {
  const codes = new Map<string, { who: Scanner; at: number }>();
  const tokens = new Map<string, Scanner>();
  const state: { scanner: Scanner } = {
    scanner: { openid: 'oTestOpenid000000000000001', unionid: null, nickname: '微信用户' },
  };
  const issueCode = () => {
    const code = randomBytes(16).toString('hex');
    codes.set(code, { who: { ...state.scanner }, at: Date.now() });
    return code;
  };
  const fake = await startFake((request) => {
    const { pathname, searchParams: q } = request.url;
    if (request.method !== 'GET') return wxError(43001, 'require GET method');
    if (pathname === '/connect/qrconnect') {
      const keys = [...q.keys()];
      if (QR_PARAMS.some((key, i) => keys[i] !== key))
        return { status: 400, body: '参数错误', raw: true };
      if (q.get('appid') !== APP_ID) return { status: 400, body: 'AppID 参数错误', raw: true };
      if (q.get('response_type') !== 'code' || q.get('scope') !== 'snsapi_login')
        return { status: 400, body: 'Scope 参数错误', raw: true };
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', issueCode());
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (pathname === '/sns/oauth2/access_token') {
      if (!q.get('appid')) return wxError(41002, 'appid missing');
      if (q.get('appid') !== APP_ID) return wxError(40013, 'invalid appid');
      if (q.get('secret') !== APP_SECRET) return wxError(40125, 'invalid appsecret');
      if (q.get('grant_type') !== 'authorization_code') return wxError(40002, 'invalid grant_type');
      const issued = codes.get(q.get('code') ?? '');
      codes.delete(q.get('code') ?? '');
      if (!issued || Date.now() - issued.at > CODE_TTL_MS) return wxError(40029, 'invalid code');
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, issued.who);
      return wxOk({
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(24).toString('base64url'),
        openid: issued.who.openid,
        scope: 'snsapi_login',
        ...(issued.who.unionid ? { unionid: issued.who.unionid } : {}),
      });
    }
    if (pathname === '/sns/userinfo') {
      const who = tokens.get(q.get('access_token') ?? '');
      if (!who) return wxError(42001, 'access_token expired');
      if (q.get('openid') !== who.openid) return wxError(40003, 'invalid openid');
      return wxOk({
        openid: who.openid,
        nickname: who.nickname,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: '',
        privilege: [],
        ...(who.unionid ? { unionid: who.unionid } : {}),
      });
    }
    return { status: 404, body: 'not found', raw: true };
  });
  return {
    get scanner() {
      return state.scanner;
    },
    set scanner(who) {
      state.scanner = who;
    },
    issueCode,
    fake,
    env: {
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_CONNECT_URL: `${fake.url}/connect/qrconnect`,
      WECHAT_API_URL: fake.url,
    },
    close: () => fake.close(),
  };
}
