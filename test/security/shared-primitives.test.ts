import { describe, expect, it } from 'vitest';
import { sign, verify } from '@/security/hmac';
import { clientKey } from '@/security/rate-limit';

describe('clientKey: one rate-limit client per address, per IPv6 /64', () => {
  const cases: [string | undefined, string][] = [
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['0000:0000:0000:0000:0000:FFFF:CB00:7107', '203.0.113.7'],
    ['2001:DB8:1:2::ABCD', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:0::1', '2001:db8:1:2::/64'],
    ['2001:db8:0:0:1::1', '2001:db8:0:0::/64'],
    ['::ffff:999.0.0.1', 'unknown'],
    ['203.0.113.256', 'unknown'],
    ['2001:db8::1::2', 'unknown'],
    ['::1', '0:0:0:0::/64'],
    [undefined, 'unknown'],
    ['not-an-ip', 'unknown'],
  ];
  for (const [ip, key] of cases) {
    it(`${ip} → ${key}`, () => expect(clientKey(ip)).toBe(key));
  }
  it('two addresses of one /64 are one client; another /64 is another', () => {
    expect(clientKey('2001:db8:aa:bb::1')).toBe(clientKey('2001:db8:aa:bb:1234::9'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});

describe('HMAC-SHA256 signatures', () => {
  it('matches the RFC 4231 test case 2', async () => {
    expect(await sign('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
  it('verifies under either of two secrets (rotation), never under an empty or wrong one', async () => {
    const sig = await sign('old-secret', 'body');
    expect(await verify(['new-secret', 'old-secret'], 'body', sig)).toBe(true);
    expect(await verify(['new-secret', undefined], 'body', sig)).toBe(false);
    expect(await verify(['', ''], 'body', sig)).toBe(false);
    expect(await verify(['old-secret'], 'body!', sig)).toBe(false);
    expect(await verify(['old-secret'], 'body', sig.slice(0, -2))).toBe(false);
    expect(await verify(['old-secret'], 'body', 'zz'.repeat(32))).toBe(false);
  });
});
