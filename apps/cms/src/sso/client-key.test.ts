import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';

import { calculateJwkThumbprint } from 'jose';
import { describe, expect, it } from 'vitest';

import { parseEnv } from '../env';
import { parseClientKey } from './client-key';

const pkcs8 = (key: KeyObject) => key.export({ format: 'pem', type: 'pkcs8' }).toString();

// Keys of the test run, never committed.
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });

describe('the portal’s signing key (SSO_CLIENT_KEY)', () => {
  it('signs with RS256 for an RSA key, its id the RFC 7638 thumbprint, and publishes only the public members', async () => {
    const key = parseClientKey(pkcs8(rsa.privateKey));
    const jwk = rsa.publicKey.export({ format: 'jwk' });
    expect(key.alg).toBe('RS256');
    expect(key.kid).toBe(await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e }, 'sha256'));
    expect(key.publicJwk).toEqual({ kty: 'RSA', kid: key.kid, use: 'sig', alg: 'RS256', n: jwk.n, e: jwk.e });
  });

  it('signs with ES256 for an EC P-256 key', async () => {
    const key = parseClientKey(pkcs8(ec.privateKey));
    const jwk = ec.publicKey.export({ format: 'jwk' });
    expect(key.publicJwk).toEqual({
      kty: 'EC',
      kid: await calculateJwkThumbprint({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y }, 'sha256'),
      use: 'sig',
      alg: 'ES256',
      crv: 'P-256',
      x: jwk.x,
      y: jwk.y,
    });
  });

  it('reads a PEM kept on one line with \\n, and the older PKCS#1 form', () => {
    const oneLine = pkcs8(rsa.privateKey).trim().replaceAll('\n', '\\n');
    const pkcs1 = rsa.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
    const kid = parseClientKey(pkcs8(rsa.privateKey)).kid;
    expect(parseClientKey(oneLine).kid).toBe(kid);
    expect(parseClientKey(pkcs1).kid).toBe(kid);
  });

  it.each([
    [
      'an RSA key under 2048 bits',
      () => pkcs8(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey),
      /RSA key of 1024 bits: use at least 2048/,
    ],
    [
      'an EC key on P-384',
      () => pkcs8(generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey),
      /EC key on secp384r1/,
    ],
    ['an Ed25519 key', () => pkcs8(generateKeyPairSync('ed25519').privateKey), /key of type ed25519/],
    [
      'a public key',
      () => rsa.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      /unencrypted PEM private key/,
    ],
    [
      'an encrypted key',
      () =>
        rsa.privateKey.export({ format: 'pem', type: 'pkcs8', cipher: 'aes-256-cbc', passphrase: 'pass' }).toString(),
      /unencrypted PEM private key/,
    ],
    ['text that is no key', () => 'not a key', /unencrypted PEM private key/],
  ])('refuses %s, saying why', (_name, pem, message) => {
    expect(() => parseClientKey(pem())).toThrow(message);
  });
});

describe('SSO_CLIENT_KEY and SSO_CLIENT_KEY_FILE at start', () => {
  it('has no key without either', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).sso.clientKey).toBeUndefined();
  });

  it('reads the key from the variable or from the file, the same key either way', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hcp-key-')), 'client-key.pem');
    writeFileSync(file, pkcs8(ec.privateKey));
    const fromVariable = parseEnv({ SSO_CLIENT_KEY: pkcs8(ec.privateKey) }).sso.clientKey;
    const fromFile = parseEnv({ SSO_CLIENT_KEY_FILE: file }).sso.clientKey;
    expect(fromVariable?.alg).toBe('ES256');
    expect(fromFile?.kid).toBe(fromVariable?.kid);
  });

  it('stops the start, naming the variable and never the key, for a key it cannot use', () => {
    const weak = pkcs8(generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey);
    expect(() => parseEnv({ SSO_CLIENT_KEY: weak })).toThrow(
      /^Invalid configuration:\n {2}SSO_CLIENT_KEY: is an RSA key/,
    );
    expect(() => parseEnv({ SSO_CLIENT_KEY: 'garbage' })).toThrow(/SSO_CLIENT_KEY: must be an unencrypted PEM/);
    expect(() => parseEnv({ SSO_CLIENT_KEY_FILE: '/nonexistent/key.pem' })).toThrow(/SSO_CLIENT_KEY_FILE: cannot read/);
    expect(() =>
      parseEnv({ SSO_CLIENT_KEY: pkcs8(ec.privateKey), SSO_CLIENT_KEY_FILE: '/nonexistent/key.pem' }),
    ).toThrow(/set one of the two/);
    const message = (() => {
      try {
        parseEnv({ SSO_CLIENT_KEY: weak });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/SSO_CLIENT_KEY/);
    expect(message).not.toContain(weak.split('\n')[1]);
  });

  it('never shows the private key when the settings are logged or serialised', () => {
    const settings = parseEnv({ SSO_CLIENT_KEY: pkcs8(rsa.privateKey) });
    const { d } = rsa.privateKey.export({ format: 'jwk' });
    expect(d).toBeTruthy();
    for (const text of [
      JSON.stringify(settings),
      inspect(settings, { depth: 10 }),
      JSON.stringify(settings.sso.clientKey),
    ]) {
      expect(text).not.toContain(String(d));
      expect(text).not.toContain('PRIVATE KEY');
    }
    expect(settings.sso.clientKey?.privateKey.type).toBe('private');
  });
});
