import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';

import { describe, expect, it } from 'vitest';
import webpush from 'web-push';

import { selfSignedCertificate } from '../tests/integration/saml-idp';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to SQLite in data/, port 3000 on 127.0.0.1, no demo seeding', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({
      databaseUrl: 'file:./data/portal.db',
      databaseKind: 'sqlite',
      port: 3000,
      host: '127.0.0.1',
      seedDemo: false,
    });
  });

  it('drains for 25 s, cuts slow clients off, and serves metrics on a port of their own only when asked', () => {
    const defaults = parseEnv({ NODE_ENV: 'development' });
    expect(defaults.shutdown).toEqual({ timeoutMs: 25_000, readyDelayMs: 0 });
    expect(defaults.http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      socketIdleTimeoutMs: 75_000,
    });
    expect(defaults.metrics).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'development', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() =>
      parseEnv({ NODE_ENV: 'development', HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('uses PostgreSQL for a postgres:// URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1/portal' }).databaseKind).toBe('postgres');
  });

  it('refuses to start in production without PAYLOAD_SECRET, saying what to do', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required when NODE_ENV=production/);
  });

  it('reads the secret from PAYLOAD_SECRET or PAYLOAD_SECRET_FILE', () => {
    const secret = 's'.repeat(40);
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret }).payloadSecret).toBe(secret);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hcp-env-')), 'secret');
    writeFileSync(file, `${secret}\n`);
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET_FILE: file }).payloadSecret).toBe(secret);
  });

  it('names every bad setting at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with file: \(SQLite\) or postgres:\/\/[\s\S]*PAYLOAD_SECRET: must be at least 32/,
    );
  });

  it('turns SEED_DEMO=true on', () => {
    expect(parseEnv({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('turns the bot check on by default and refuses BOT_CHECK=off in production, saying why', () => {
    expect(parseEnv({}).botCheck).toMatchObject({ enabled: true, maxNumber: 100_000, expiryMs: 10 * 60 * 1000 });
    expect(parseEnv({ BOT_CHECK: 'off' }).botCheck.enabled).toBe(false);
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 's'.repeat(40), BOT_CHECK: 'off' })).toThrow(
      /BOT_CHECK=off is refused when NODE_ENV=production/,
    );
    expect(() => parseEnv({ BOT_CHECK: 'maybe' })).toThrow(/BOT_CHECK/);
  });

  it('derives the bot-check key from the Payload secret unless BOT_CHECK_SECRET is set', () => {
    const secret = 's'.repeat(40);
    const derived = parseEnv({ PAYLOAD_SECRET: secret }).botCheck.hmacKey;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain(secret);
    expect(parseEnv({ PAYLOAD_SECRET: secret }).botCheck.hmacKey).toBe(derived);
    expect(parseEnv({ PAYLOAD_SECRET: 't'.repeat(40) }).botCheck.hmacKey).not.toBe(derived);
    expect(parseEnv({ PAYLOAD_SECRET: secret, BOT_CHECK_SECRET: 'b'.repeat(32) }).botCheck.hmacKey).toBe(
      'b'.repeat(32),
    );
  });

  it('reads the upload limits, 20 MB a file and 50 MB a submission by default, and where files wait', () => {
    expect(parseEnv({}).uploads).toEqual({
      maxFileBytes: 20 * 1024 * 1024,
      maxSubmissionBytes: 50 * 1024 * 1024,
      tempDir: path.resolve(tmpdir()),
    });
    expect(
      parseEnv({ UPLOAD_MAX_FILE_BYTES: '1000', UPLOAD_MAX_SUBMISSION_BYTES: '3000', UPLOAD_TEMP_DIR: 'waiting' })
        .uploads,
    ).toEqual({ maxFileBytes: 1000, maxSubmissionBytes: 3000, tempDir: path.resolve('waiting') });
    expect(() => parseEnv({ UPLOAD_MAX_FILE_BYTES: '3000', UPLOAD_MAX_SUBMISSION_BYTES: '1000' })).toThrow(
      /UPLOAD_MAX_SUBMISSION_BYTES: must be at least UPLOAD_MAX_FILE_BYTES/,
    );
  });
});

describe('client addresses, sessions and the demo seed', () => {
  it('trusts no proxy by default and reads TRUST_PROXY_HOPS as a count', () => {
    expect(parseEnv({}).trustProxyHops).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('refuses the old TRUST_PROXY, naming TRUST_PROXY_HOPS instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS/);
    expect(() => parseEnv({ TRUST_PROXY: 'false' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('ends sessions 12 hours after sign-in unless SESSION_MAX_HOURS says otherwise', () => {
    expect(parseEnv({}).sessionMaxHours).toBe(12);
    expect(parseEnv({ SESSION_MAX_HOURS: '8' }).sessionMaxHours).toBe(8);
    expect(() => parseEnv({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
  });

  it('seeds the demo on the default host, which is what `npm start` uses', () => {
    expect(parseEnv({ SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, host: '127.0.0.1' });
  });

  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '0:0:0:0:0:0:0:1'])(
    'seeds the demo on the loopback host %s',
    (host) => {
      expect(parseEnv({ SEED_DEMO: 'true', HOST: host }).seedDemo).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.10', 'portal.example.org', '128.0.0.1'])(
    'refuses to seed the demo password on the reachable host %s, saying why',
    (host) => {
      expect(() => parseEnv({ SEED_DEMO: 'true', HOST: host })).toThrow(
        /SEED_DEMO=true is refused with HOST=.*loopback address/,
      );
      expect(parseEnv({ HOST: host }).host).toBe(host);
    },
  );
});

describe('web push', () => {
  const keys = webpush.generateVAPIDKeys();

  it('is off without keys, and on with both, from the environment or a keys file', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).vapid).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: 'development', VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid,
    ).toEqual({ ...keys, subject: 'mailto:push@localhost' });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hcp-vapid-')), 'vapid-keys.json');
    writeFileSync(file, JSON.stringify(keys));
    expect(parseEnv({ NODE_ENV: 'development', VAPID_KEYS_FILE: file }).vapid?.publicKey).toBe(keys.publicKey);
  });

  it('refuses one key without the other, keys of the wrong length, and production without a subject', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.publicKey })).toThrow(
      /65 and 32 bytes/,
    );
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) };
    expect(() =>
      parseEnv({ ...production, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_SUBJECT is required/);
    expect(() => parseEnv({ VAPID_SUBJECT: 'push@example.org' })).toThrow(/VAPID_SUBJECT: must be a mailto/);
  });

  it('allows the browsers’ push services unless PUSH_SERVICE_ORIGINS names others, and refuses a bad origin', () => {
    expect(parseEnv({}).pushServiceOrigins).toContain('https://fcm.googleapis.com');
    expect(
      parseEnv({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:4555, https://*.relay.example' }).pushServiceOrigins,
    ).toEqual(['http://127.0.0.1:4555', 'https://*.relay.example']);
    expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: 'https://relay.example/path' })).toThrow(/PUSH_SERVICE_ORIGINS/);
  });
});

describe('the SP’s SAML signing key', () => {
  const pair = selfSignedCertificate('portal.example.com SAML signing');
  const other = selfSignedCertificate('someone else');

  it('is off without settings, and on with a key and its certificate, from the environment or files', () => {
    expect(parseEnv({}).samlSigning).toBeUndefined();
    const given = parseEnv({ SSO_SAML_SIGNING_KEY: pair.privateKey, SSO_SAML_SIGNING_CERT: pair.certificate });
    expect(given.samlSigning?.certificate).toBe(pair.certificate);
    expect(given.samlSigning?.privateKey).toContain('-----BEGIN PRIVATE KEY-----');
    // Logged or printed, the settings never show the key.
    expect(inspect(given.samlSigning)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(given)).not.toContain('PRIVATE KEY');

    const folder = mkdtempSync(path.join(tmpdir(), 'hcp-saml-key-'));
    writeFileSync(path.join(folder, 'key.pem'), pair.privateKey);
    writeFileSync(path.join(folder, 'cert.pem'), pair.certificate);
    const fromFiles = parseEnv({
      SSO_SAML_SIGNING_KEY_FILE: path.join(folder, 'key.pem'),
      SSO_SAML_SIGNING_CERT_FILE: path.join(folder, 'cert.pem'),
    });
    expect(fromFiles.samlSigning?.certificate).toBe(pair.certificate);
    // One line, as some secret stores keep it, with \n for the line breaks.
    const oneLine = parseEnv({
      SSO_SAML_SIGNING_KEY: pair.privateKey.replace(/\n/g, '\\n'),
      SSO_SAML_SIGNING_CERT: pair.certificate.replace(/\n/g, '\\n'),
    });
    expect(oneLine.samlSigning?.certificate).toBe(pair.certificate);
  });

  it('refuses one without the other, naming both, and never prints the key', () => {
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: pair.privateKey })).toThrow(
      /SSO_SAML_SIGNING_KEY, SSO_SAML_SIGNING_CERT: set both/,
    );
    expect(() => parseEnv({ SSO_SAML_SIGNING_CERT: pair.certificate })).toThrow(/set both/);
    const garbled = `${pair.privateKey.slice(0, 60)}garbled-secret-material`;
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: garbled, SSO_SAML_SIGNING_CERT: pair.certificate })).toThrow(
      /SSO_SAML_SIGNING_KEY: not an unencrypted PEM private key$/,
    );
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: garbled, SSO_SAML_SIGNING_CERT: pair.certificate })).not.toThrow(
      /garbled-secret-material/,
    );
  });

  it('refuses a certificate of another key, a key too weak, and a value given twice', () => {
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: pair.privateKey, SSO_SAML_SIGNING_CERT: other.certificate })).toThrow(
      /SSO_SAML_SIGNING_CERT: is not the certificate of SSO_SAML_SIGNING_KEY/,
    );
    expect(() =>
      parseEnv({ SSO_SAML_SIGNING_KEY: pair.privateKey, SSO_SAML_SIGNING_CERT: 'not a certificate' }),
    ).toThrow(/SSO_SAML_SIGNING_CERT: not a PEM X.509 certificate/);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: weak.toString(), SSO_SAML_SIGNING_CERT: pair.certificate })).toThrow(
      /RSA key of at least 2048 bits/,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    expect(() => parseEnv({ SSO_SAML_SIGNING_KEY: ec.toString(), SSO_SAML_SIGNING_CERT: pair.certificate })).toThrow(
      /RSA key of at least 2048 bits/,
    );
    expect(() =>
      parseEnv({
        SSO_SAML_SIGNING_KEY: pair.privateKey,
        SSO_SAML_SIGNING_KEY_FILE: '/run/secrets/saml-key.pem',
        SSO_SAML_SIGNING_CERT: pair.certificate,
      }),
    ).toThrow(/SSO_SAML_SIGNING_KEY, SSO_SAML_SIGNING_KEY_FILE: set one of the two, not both/);
    expect(() =>
      parseEnv({ SSO_SAML_SIGNING_KEY_FILE: '/nonexistent/key.pem', SSO_SAML_SIGNING_CERT: pair.certificate }),
    ).toThrow(/SSO_SAML_SIGNING_KEY_FILE: cannot read/);
  });
});

describe('error reporting and session analytics', () => {
  it('are off without settings', () => {
    const env = parseEnv({});
    expect(env.sentry).toBeUndefined();
    expect(env.analytics).toBeUndefined();
  });

  it('read the DSN, its origin and the environment, which defaults to NODE_ENV', () => {
    expect(parseEnv({ SENTRY_DSN: 'https://abc123@o1.ingest.example.io/42' }).sentry).toEqual({
      dsn: 'https://abc123@o1.ingest.example.io/42',
      origin: 'https://o1.ingest.example.io',
      environment: 'development',
    });
    expect(
      parseEnv({ SENTRY_DSN: 'http://key@127.0.0.1:9000/7', SENTRY_ENVIRONMENT: 'staging' }).sentry?.environment,
    ).toBe('staging');
  });

  it('refuse a DSN without a public key or project, saying what one looks like', () => {
    for (const dsn of ['https://o1.ingest.example.io/42', 'https://abc@o1.ingest.example.io/', 'not a url']) {
      expect(() => parseEnv({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN: must be a DSN/);
    }
  });

  it('need both PostHog settings, the host as an origin', () => {
    expect(parseEnv({ POSTHOG_KEY: 'phc_testkey123', POSTHOG_HOST: 'https://ph.example.org' }).analytics).toEqual({
      key: 'phc_testkey123',
      host: 'https://ph.example.org',
    });
    expect(() => parseEnv({ POSTHOG_KEY: 'phc_testkey123' })).toThrow(/set both/);
    expect(() => parseEnv({ POSTHOG_KEY: 'phc_testkey123', POSTHOG_HOST: 'https://ph.example.org/ingest' })).toThrow(
      /POSTHOG_HOST: must be an origin/,
    );
  });
});

describe('the audit trail', () => {
  it('keeps events for 730 days unless AUDIT_RETENTION_DAYS says otherwise', () => {
    expect(parseEnv({}).auditRetentionDays).toBe(730);
    expect(parseEnv({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
  });

  it.each(['0', '-5', '1.5', 'forever', '36501'])('refuses AUDIT_RETENTION_DAYS=%s, naming it', (value) => {
    expect(() => parseEnv({ AUDIT_RETENTION_DAYS: value })).toThrow(/AUDIT_RETENTION_DAYS: must be/);
  });
});

describe('parseEnv: uploads in an S3 bucket', () => {
  const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
  const bucket = {
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'a-production-secret-that-is-long-enough',
    UPLOADS_S3_BUCKET: 'hcp-portal-uploads',
    UPLOADS_S3_REGION: 'eu-west-2',
    UPLOADS_S3_ACCESS_KEY_ID: 'AKIAIOSFODNN7EXAMPLE',
    UPLOADS_S3_SECRET_ACCESS_KEY: SECRET,
  };

  it('keeps uploads in UPLOADS_DIR when no UPLOADS_S3_* setting is given, or all are empty', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).uploadsS3).toBeUndefined();
    expect(
      parseEnv({ NODE_ENV: 'development', UPLOADS_S3_BUCKET: '', UPLOADS_S3_SECRET_ACCESS_KEY: '' }).uploadsS3,
    ).toBeUndefined();
  });

  it('reads a bucket on AWS, and one on an S3-compatible store with its endpoint, path-style and a key prefix', () => {
    expect(parseEnv(bucket).uploadsS3).toMatchObject({
      bucket: 'hcp-portal-uploads',
      region: 'eu-west-2',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: SECRET,
    });
    const minio = parseEnv({
      ...bucket,
      UPLOADS_S3_ENDPOINT: 'http://minio:9000',
      UPLOADS_S3_FORCE_PATH_STYLE: 'true',
      UPLOADS_S3_PREFIX: 'portal/prod',
    }).uploadsS3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, prefix: 'portal/prod/' });
  });

  it('refuses a partial configuration, naming what is missing and never printing a value', () => {
    const attempt = () =>
      parseEnv({
        NODE_ENV: 'development',
        UPLOADS_S3_BUCKET: 'hcp-portal-uploads',
        UPLOADS_S3_SECRET_ACCESS_KEY: SECRET,
      });
    expect(attempt).toThrow(/UPLOADS_S3_REGION, UPLOADS_S3_ACCESS_KEY_ID: missing/);
    expect(attempt).toThrow(/set none of them to keep uploads in UPLOADS_DIR/);
    expect(attempt).not.toThrow(SECRET);
    expect(() => parseEnv({ NODE_ENV: 'development', UPLOADS_S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /UPLOADS_S3_BUCKET, UPLOADS_S3_REGION, UPLOADS_S3_ACCESS_KEY_ID, UPLOADS_S3_SECRET_ACCESS_KEY: missing/,
    );
    expect(() => parseEnv({ NODE_ENV: 'development', UPLOADS_S3_FORCE_PATH_STYLE: 'true' })).toThrow(/missing/);
  });

  it('refuses a malformed bucket, region, endpoint or prefix', () => {
    expect(() => parseEnv({ ...bucket, UPLOADS_S3_BUCKET: 'My_Bucket' })).toThrow(
      /UPLOADS_S3_BUCKET: must be a bucket name/,
    );
    expect(() => parseEnv({ ...bucket, UPLOADS_S3_REGION: 'EU West' })).toThrow(/UPLOADS_S3_REGION: must be a region/);
    expect(() => parseEnv({ ...bucket, UPLOADS_S3_ENDPOINT: 'ftp://minio' })).toThrow(
      /UPLOADS_S3_ENDPOINT: must be an http or https URL/,
    );
    expect(() => parseEnv({ ...bucket, UPLOADS_S3_PREFIX: '../other' })).toThrow(
      /UPLOADS_S3_PREFIX: must be a key prefix/,
    );
    expect(() => parseEnv({ ...bucket, UPLOADS_S3_PREFIX: '/portal' })).toThrow(/UPLOADS_S3_PREFIX/);
  });

  it('never shows the secret access key when the settings are logged or serialised', () => {
    const settings = parseEnv(bucket).uploadsS3;
    expect(JSON.stringify(settings)).not.toContain(SECRET);
    expect(inspect(settings)).not.toContain(SECRET);
    expect(JSON.stringify(parseEnv(bucket))).not.toContain(SECRET);
  });
});
