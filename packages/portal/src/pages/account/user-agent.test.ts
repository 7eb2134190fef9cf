import { describe, expect, it } from 'vitest';
import { deviceName } from './user-agent.js';

describe('device names in the login history', () => {
  it('names the common browsers and systems', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe('Chrome · Windows');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 MicroMessenger/8.0'),
    ).toBe('微信 · Android');
    expect(deviceName('')).toBe('未知设备');
  });
});
