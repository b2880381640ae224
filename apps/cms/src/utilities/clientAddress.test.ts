import { describe, expect, it } from 'vitest';

import { addressGroup, clientAddressFrom } from './clientAddress';

describe('clientAddressFrom', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressFrom('203.0.113.9', '10.0.0.2', 0)).toBe('10.0.0.2');
    expect(clientAddressFrom(undefined, '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('behind one proxy, is the entry that proxy appended: the right-most X-Forwarded-For entry', () => {
    expect(clientAddressFrom('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddressFrom('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('behind two proxies, counts two places from the right of [...X-Forwarded-For, socket]', () => {
    expect(clientAddressFrom('6.6.6.6, 198.51.100.7, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('does not change when the client rotates the left-most entry it wrote itself', () => {
    const answers = ['1.1.1.1', '2.2.2.2', '3.3.3.3'].map((spoofed) =>
      clientAddressFrom(`${spoofed}, 198.51.100.7`, '10.0.0.2', 1),
    );
    expect(new Set(answers)).toEqual(new Set(['198.51.100.7']));
  });

  it('takes the left-most entry when the chain is shorter than the trusted hops', () => {
    expect(clientAddressFrom('198.51.100.7', '10.0.0.2', 5)).toBe('198.51.100.7');
    expect(clientAddressFrom(undefined, '10.0.0.2', 3)).toBe('10.0.0.2');
  });

  it("answers 'unknown' when nothing is known", () => {
    expect(clientAddressFrom(undefined, undefined, 0)).toBe('unknown');
    expect(clientAddressFrom('', undefined, 2)).toBe('unknown');
    expect(clientAddressFrom(' , ', '', 1)).toBe('unknown');
  });
});

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups every IPv6 address of one /64 together, however it is written', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:abcd',
      '[2001:db8:1:2::9]',
    ];
    expect(new Set(spellings.map(addressGroup))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });

  it('tells apart two /64 networks next to each other', () => {
    expect(addressGroup('2001:db8:1:2::1')).not.toBe(addressGroup('2001:db8:1:3::1'));
  });

  it('leaves what is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
