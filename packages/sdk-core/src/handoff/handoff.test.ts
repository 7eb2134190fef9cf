// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkedFrames } from '../../test/linked-frames';
import { TOKEN_TTL_MS } from '../rules/constants';
import { createMemoryStorage } from '../token/key-value-storage';
import { createTokenStore } from '../token/token-store';
import { acceptTokenFromParent, type FrameWindow, type HandoffRejection } from './accept-token';
import { offerCodeToFrame, offerTokenToFrame } from './offer-token';

const SHOP = 'https://admin.shop.example';
const APP = 'https://app.podkit.example';
const EVIL = 'https://evil.example';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()?.();
});

function setup(allowedOrigins = [SHOP, 'https://partner.example']) {
  const frames = linkedFrames(SHOP, APP);
  let clock = 1_700_000_000_000;
  const tokenStore = createTokenStore({ storage: createMemoryStorage(), now: () => clock });
  const rejected: HandoffRejection[] = [];
  const handoff = acceptTokenFromParent({
    allowedOrigins,
    tokenStore,
    window: frames.frame,
    onRejected: (rejection) => rejected.push(rejection),
  });
  cleanups.push(handoff.dispose, frames.close);
  return { frames, tokenStore, rejected, handoff, advanceClock: (ms: number) => (clock += ms) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('acceptTokenFromParent and offerTokenToFrame', () => {
  it('completes the ready/reply handshake with an allowed parent and saves the token for 7 days', async () => {
    const { frames, tokenStore, rejected, handoff, advanceClock } = setup();
    const offer = offerTokenToFrame({
      frame: frames.frameProxy,
      frameOrigin: APP,
      token: 'tok-from-shop',
      window: frames.parent,
    });
    cleanups.push(offer.dispose);

    await expect(handoff.token).resolves.toBe('tok-from-shop');
    expect(tokenStore.get()).toBe('tok-from-shop');
    advanceClock(TOKEN_TTL_MS - 1);
    expect(tokenStore.get()).toBe('tok-from-shop');
    advanceClock(1);
    expect(tokenStore.get()).toBeNull();
    expect(rejected).toEqual([]);
  });

  it('posts ready to each allowed origin by its exact target origin, never *', () => {
    const { frames } = setup();
    expect(frames.postedToParent).toEqual([
      { data: { type: 'podkit:ready' }, targetOrigin: SHOP },
      { data: { type: 'podkit:ready' }, targetOrigin: 'https://partner.example' },
    ]);
  });

  it('the parent replies only to the exact frame origin', async () => {
    const { frames, handoff } = setup();
    cleanups.push(
      offerTokenToFrame({
        frame: frames.frameProxy,
        frameOrigin: APP,
        token: 't',
        window: frames.parent,
      }).dispose,
    );
    await handoff.token;
    expect(frames.postedToFrame).toEqual([
      { data: { type: 'podkit:token', token: 't' }, targetOrigin: APP },
    ]);
  });

  it('ignores a token from a foreign origin and reports it', async () => {
    const { frames, tokenStore, rejected } = setup();
    frames.sendToFrame({ type: 'podkit:token', token: 'stolen' }, EVIL, frames.parentProxy);
    await tick();
    expect(tokenStore.get()).toBeNull();
    expect(rejected).toEqual([{ reason: 'origin-not-allowed', origin: EVIL }]);
  });

  it('ignores a token from an allowed origin that is not the parent window (wrong source)', async () => {
    const { frames, tokenStore, rejected } = setup();
    const sibling = { postMessage: vi.fn() };
    frames.sendToFrame({ type: 'podkit:token', token: 'from-sibling' }, SHOP, sibling);
    frames.sendToFrame({ type: 'podkit:token', token: 'no-source' }, SHOP, null);
    await tick();
    expect(tokenStore.get()).toBeNull();
    expect(rejected).toEqual([
      { reason: 'wrong-source', origin: SHOP },
      { reason: 'wrong-source', origin: SHOP },
    ]);
  });

  it('ignores malformed messages from the parent and keeps waiting for a good one', async () => {
    const { frames, tokenStore, rejected, handoff } = setup();
    frames.sendToFrame({ type: 'podkit:token', token: '   ' }, SHOP, frames.parentProxy);
    frames.sendToFrame('podkit:token', SHOP, frames.parentProxy);
    frames.sendToFrame({ type: 'other' }, SHOP, frames.parentProxy);
    frames.sendToFrame({ type: 'podkit:token', token: 'good' }, SHOP, frames.parentProxy);
    await expect(handoff.token).resolves.toBe('good');
    expect(tokenStore.get()).toBe('good');
    expect(rejected.map((r) => r.reason)).toEqual(['malformed', 'malformed', 'malformed']);
  });

  it('stops after the first token: a later token is not taken', async () => {
    const { frames, tokenStore, handoff } = setup();
    frames.sendToFrame({ type: 'podkit:token', token: 'first' }, SHOP, frames.parentProxy);
    await handoff.token;
    frames.sendToFrame({ type: 'podkit:token', token: 'second' }, SHOP, frames.parentProxy);
    await tick();
    expect(tokenStore.get()).toBe('first');
  });

  it('a parent at a foreign origin never gets a ready message and never hands over', async () => {
    const frames = linkedFrames(EVIL, APP);
    cleanups.push(frames.close);
    const tokenStore = createTokenStore({ storage: createMemoryStorage() });
    const handoff = acceptTokenFromParent({
      allowedOrigins: [SHOP],
      tokenStore,
      window: frames.frame,
      timeoutMs: 50,
    });
    const parentHeard = vi.fn();
    frames.parent.addEventListener('message', parentHeard);
    await expect(handoff.token).resolves.toBeNull();
    expect(parentHeard).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBeNull();
  });

  it('the parent ignores ready messages from another origin or another frame', async () => {
    const frames = linkedFrames(SHOP, EVIL);
    cleanups.push(frames.close);
    // The frame now runs at EVIL; the parent expects APP.
    cleanups.push(
      offerTokenToFrame({
        frame: frames.frameProxy,
        frameOrigin: APP,
        token: 'secret',
        window: frames.parent,
      }).dispose,
    );
    frames.parentProxy.postMessage({ type: 'podkit:ready' }, SHOP);
    await tick();
    expect(frames.postedToFrame).toEqual([]);
  });

  it('repeats ready until the parent answers, for a parent that starts listening late', async () => {
    const frames = linkedFrames(SHOP, APP);
    cleanups.push(frames.close);
    const tokenStore = createTokenStore({ storage: createMemoryStorage() });
    const handoff = acceptTokenFromParent({
      allowedOrigins: [SHOP],
      tokenStore,
      window: frames.frame,
      readyIntervalMs: 20,
    });
    cleanups.push(handoff.dispose);
    await tick();
    cleanups.push(
      offerTokenToFrame({
        frame: frames.frameProxy,
        frameOrigin: APP,
        token: 'late',
        window: frames.parent,
      }).dispose,
    );
    await expect(handoff.token).resolves.toBe('late');
    const readiesBefore = frames.postedToParent.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(frames.postedToParent.length).toBe(readiesBefore);
  });

  it('resolves null on dispose and outside a frame', async () => {
    const { handoff } = setup();
    handoff.dispose();
    await expect(handoff.token).resolves.toBeNull();
    const topLevel = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      parent: null,
    } satisfies FrameWindow;
    const alone = acceptTokenFromParent({
      allowedOrigins: [SHOP],
      tokenStore: createTokenStore(),
      window: topLevel,
    });
    await expect(alone.token).resolves.toBeNull();
    expect(topLevel.addEventListener).not.toHaveBeenCalled();
  });

  it('refuses * and anything that is not an exact origin, in Chinese', () => {
    const tokenStore = createTokenStore({ storage: createMemoryStorage() });
    const frame = linkedFrames(SHOP, APP);
    cleanups.push(frame.close);
    expect(() =>
      acceptTokenFromParent({ allowedOrigins: ['*'], tokenStore, window: frame.frame }),
    ).toThrow(/不能使用 \*/);
    expect(() =>
      acceptTokenFromParent({ allowedOrigins: [`${SHOP}/path`], tokenStore, window: frame.frame }),
    ).toThrow(/无效的来源/);
    expect(() =>
      acceptTokenFromParent({ allowedOrigins: ['shop.example'], tokenStore, window: frame.frame }),
    ).toThrow(/无效的来源/);
    expect(() =>
      offerTokenToFrame({
        frame: frame.frameProxy,
        frameOrigin: '*',
        token: 't',
        window: frame.parent,
      }),
    ).toThrow(/不能使用 \*/);
  });
});

describe('the one-time code reply', () => {
  function codeSetup() {
    const frames = linkedFrames(SHOP, APP);
    const tokenStore = createTokenStore({ storage: createMemoryStorage() });
    const rejected: HandoffRejection[] = [];
    const exchanged: Array<[string, string]> = [];
    const handoff = acceptTokenFromParent({
      allowedOrigins: [SHOP],
      tokenStore,
      window: frames.frame,
      onRejected: (rejection) => rejected.push(rejection),
      exchangeCode: async (code, parentOrigin) => {
        exchanged.push([code, parentOrigin]);
        if (code === 'used') throw new Error('refused');
        return { token: `session-for-${code}`, ttlMs: 60_000 };
      },
    });
    cleanups.push(handoff.dispose, frames.close);
    return { frames, tokenStore, rejected, exchanged, handoff };
  }

  it('exchanges a code from the allowed parent, naming that parent, and saves the session', async () => {
    const { frames, tokenStore, exchanged, handoff } = codeSetup();
    const offer = offerCodeToFrame({
      frame: frames.frameProxy,
      frameOrigin: APP,
      getCode: async () => 'fresh',
      window: frames.parent,
    });
    cleanups.push(offer.dispose);
    await expect(handoff.token).resolves.toBe('session-for-fresh');
    expect(tokenStore.get()).toBe('session-for-fresh');
    expect(exchanged).toEqual([['fresh', SHOP]]);
  });

  it('never exchanges a code from a foreign origin or another window', async () => {
    const { frames, tokenStore, rejected, exchanged } = codeSetup();
    frames.sendToFrame({ type: 'podkit:code', code: 'stolen' }, EVIL, frames.parentProxy);
    frames.sendToFrame({ type: 'podkit:code', code: 'sibling' }, SHOP, { postMessage: vi.fn() });
    await tick();
    expect(exchanged).toEqual([]);
    expect(tokenStore.get()).toBeNull();
    expect(rejected.map((r) => r.reason)).toEqual(['origin-not-allowed', 'wrong-source']);
  });

  it('reports a refused code and keeps waiting for another', async () => {
    const { frames, rejected, handoff } = codeSetup();
    frames.sendToFrame({ type: 'podkit:code', code: 'used' }, SHOP, frames.parentProxy);
    await tick();
    expect(rejected).toEqual([{ reason: 'code-refused', origin: SHOP }]);
    frames.sendToFrame({ type: 'podkit:code', code: 'next' }, SHOP, frames.parentProxy);
    await expect(handoff.token).resolves.toBe('session-for-next');
  });
});
