import { describe, expect, it } from 'vitest';

import { actorOf, auditActorOf, auditOriginOf, withAuditOrigin } from './origin';

const headers = new Headers({ 'x-hcp-client-address': '203.0.113.9', 'x-request-id': 'req-from-the-observer' });

describe('auditOriginOf', () => {
  it('reads what the server set on a request to /admin: the gate’s client address and the request id', () => {
    expect(auditOriginOf({ context: {}, headers })).toEqual({
      clientAddress: '203.0.113.9',
      requestId: 'req-from-the-observer',
    });
  });

  it('prefers what the portal API handed over in the context, which no client can set', () => {
    const context = withAuditOrigin({ clientAddress: '198.51.100.1', requestId: 'req-portal' });
    expect(auditOriginOf({ context, headers })).toEqual({ clientAddress: '198.51.100.1', requestId: 'req-portal' });
  });

  it('knows neither for the server’s own local-API calls', () => {
    expect(auditOriginOf({ context: {}, headers: new Headers() })).toEqual({
      clientAddress: undefined,
      requestId: undefined,
    });
  });
});

describe('who acts', () => {
  it('is the signed-in account, by its kind, id and email', () => {
    expect(actorOf({ collection: 'admins', id: 3, email: 'a@example.com' })).toEqual({
      kind: 'cms-account',
      id: 3,
      email: 'a@example.com',
    });
    expect(actorOf({ collection: 'users', id: 7, email: 'p@example.com' })).toMatchObject({ kind: 'portal-account' });
  });

  it('is the holder of a link when nobody is signed in, else the server itself', () => {
    const holder = { kind: 'portal-account', id: 7, email: 'p@example.com' } as const;
    expect(auditActorOf({ user: null, context: withAuditOrigin({ actor: holder }) })).toEqual(holder);
    expect(auditActorOf({ user: null, context: {} })).toEqual({ kind: 'system' });
  });
});
