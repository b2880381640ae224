import { describe, expect, it } from 'vitest';

import { unverifiedJwtClaims } from './jwt-claims';

/** Payloads encoded beforehand (the contracts have neither `Buffer` nor `btoa`), each named by the JSON it holds. */
const PAYLOADS = {
  account: 'eyJpZCI6NywiY29sbGVjdGlvbiI6InVzZXJzIiwiZXhwIjoxODAwMDAwMDAwfQ', // {"id":7,"collection":"users","exp":1800000000}
  utf8: 'eyJuYW1lIjoixYF1a2FzeiBXacWbbmlld3NraSIsIngiOiI_Pj8ifQ', // {"name":"Łukasz Wiśniewski","x":"?>?"}, with a `_`
  padded: 'eyJpZCI6OH0=', // {"id":8} in standard base64
  one: 'eyJpZCI6MX0', // {"id":1}
  cut: 'eyJpZCI6', // {"id":
  notUtf8: 'e_99', // the bytes 7b ff 7d
  array: 'WzEsMl0', // [1,2]
  string: 'InVzZXJzIg', // "users"
  null: 'bnVsbA', // null
};

const tokenOf = (payload: string) => `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;

describe('unverifiedJwtClaims', () => {
  it('reads the claims of a base64url payload, UTF-8 included', () => {
    expect(unverifiedJwtClaims(tokenOf(PAYLOADS.account))).toEqual({ id: 7, collection: 'users', exp: 1_800_000_000 });
    expect(unverifiedJwtClaims(tokenOf(PAYLOADS.utf8))).toEqual({ name: 'Łukasz Wiśniewski', x: '?>?' });
  });

  it('reads a payload written in standard base64 with padding', () => {
    expect(unverifiedJwtClaims(tokenOf(PAYLOADS.padded))).toEqual({ id: 8 });
  });

  it.each([
    ['nothing', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['one part', 'not-a-token'],
    ['two parts', `h.${PAYLOADS.one}`],
    ['four parts', `h.${PAYLOADS.one}.s.x`],
    ['an empty payload', 'h..s'],
    ['a payload outside the alphabet', 'h.e30*.s'],
    ['a payload of impossible length', 'h.e30xx.s'],
    ['a payload that is not JSON', tokenOf(PAYLOADS.cut)],
    ['a payload that is not UTF-8', tokenOf(PAYLOADS.notUtf8)],
    ['a JSON array', tokenOf(PAYLOADS.array)],
    ['a JSON string', tokenOf(PAYLOADS.string)],
    ['JSON null', tokenOf(PAYLOADS.null)],
  ])('answers null, without throwing, for %s', (_, token) => {
    expect(unverifiedJwtClaims(token)).toBeNull();
  });
});
