import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-address';

describe('the key per-IP limits count a client under (issue 37, item 5)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientLimitKey('192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in either spelling', () => {
    expect(clientLimitKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientLimitKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientLimitKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = new Set(
      Array.from({ length: 22 }, (_, index) => clientLimitKey(`2001:db8:1:2::${index + 1}`)),
    );
    keys.add(clientLimitKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    keys.add(clientLimitKey('2001:db8:1:2:a:b:1.2.3.4'));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('tells different /64s apart', () => {
    expect(clientLimitKey('2001:db8:1:2::1')).not.toBe(clientLimitKey('2001:db8:1:3::1'));
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an IP address alone', () => {
    expect(clientLimitKey('unknown')).toBe('unknown');
  });
});
