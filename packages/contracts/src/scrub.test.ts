import { describe, expect, it } from 'vitest';

import { FILTERED, scrubAnalyticsEvent, scrubErrorEvent, scrubText, scrubUrl } from './scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NywiY29sbGVjdGlvbiI6InVzZXJzIn0.c2lnbmF0dXJlLXBhcnQ';
const EMAILED_TOKEN = 'Xk3mP9qRt2vWz8yBn4cD6fGh1jKl5sA7eUo0iQwErTy';

describe('scrubText', () => {
  it('replaces bearer credentials and JSON Web Tokens', () => {
    expect(scrubText(`request failed: Authorization: Bearer ${JWT}`)).toBe(
      `request failed: Authorization: Bearer ${FILTERED}`,
    );
    expect(scrubText(`token ${JWT} expired`)).toBe(`token ${FILTERED} expired`);
  });

  it('drops the query and fragment of reset and confirmation links, keeping the rest of the text', () => {
    expect(scrubText('open https://portal.example/reset-password#token=abc123 to continue')).toBe(
      'open https://portal.example/reset-password to continue',
    );
    expect(scrubText('GET /confirm-email-change?token=abc&x=1 failed')).toBe('GET /confirm-email-change failed');
    expect(scrubText('Is this right?')).toBe('Is this right?');
  });

  it("drops the values a failed SQL statement's message ends with, keeping the statement", () => {
    const message = 'Failed query: update "admins" set "x" = ? where "admins"."email" = ?\nparams: 1,typed@example.org';
    expect(scrubText(message)).toBe(
      `Failed query: update "admins" set "x" = ? where "admins"."email" = ?\nparams: ${FILTERED}`,
    );
  });

  it('replaces a long mixed-case random word such as the emailed confirmation token, but not a slug', () => {
    expect(scrubText(`navigated to /${EMAILED_TOKEN}`)).toBe(`navigated to /${FILTERED}`);
    const slug = 'vancomycin-in-sodium-chloride-zero-point-nine-percent';
    expect(scrubText(`/stability/${slug}`)).toBe(`/stability/${slug}`);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    expect(scrubText(traceId)).toBe(traceId);
  });
});

describe('scrubUrl', () => {
  it('keeps origin and path only', () => {
    expect(scrubUrl('https://portal.example/reset-password#token=abc')).toBe('https://portal.example/reset-password');
    expect(scrubUrl('/confirmation?email=someone@example.org')).toBe('/confirmation');
    expect(scrubUrl(`https://portal.example/${EMAILED_TOKEN}`)).toBe(`https://portal.example/${FILTERED}`);
    expect(scrubUrl('https://portal.example/stability/insulin')).toBe('https://portal.example/stability/insulin');
  });
});

describe('scrubErrorEvent', () => {
  const event = {
    event_id: '4bf92f3577b34da6a3ce929d0e0e4736',
    message: `login failed for password=hunter2-secret with Bearer ${JWT}`,
    user: { id: 7, email: 'wendy@example.org', ip_address: '203.0.113.9', username: 'wendy' },
    request: {
      method: 'POST',
      url: 'https://portal.example/json/api/v1/account/process-password-reset?token=abc',
      query_string: 'token=abc',
      cookies: { 'payload-token': 'cookie-value' },
      data: { password: 'hunter2-secret', answers: { symptom: 'rash' } },
      headers: { Authorization: `Bearer ${JWT}`, Cookie: 'payload-token=cookie-value', 'User-Agent': 'Chromium' },
    },
    exception: {
      values: [
        {
          type: 'Error',
          value: `upload of report.pdf failed at https://portal.example/reset-password#token=${EMAILED_TOKEN}`,
          stacktrace: { frames: [{ filename: '/assets/index-BUt259bx.js', function: 'submit' }] },
        },
      ],
    },
    extra: { password: 'hunter2-secret', fileName: 'patient-notes.pdf', formAnswers: 'x', note: 'kept' },
    breadcrumbs: [
      { category: 'ui.input', message: 'input[name=password]' },
      { category: 'navigation', data: { from: '/login', to: `/reset-password#token=${EMAILED_TOKEN}` } },
      { category: 'fetch', data: { url: '/json/api/v1/forms/report/submissions?draft=1', method: 'POST' } },
    ],
    tags: { route: '/account' },
  };

  const scrubbed = scrubErrorEvent(event);
  const text = JSON.stringify(scrubbed);

  it('keeps the account id and email as the user, and nothing else of them', () => {
    expect(scrubbed.user).toEqual({ id: '7', email: 'wendy@example.org' });
  });

  it('sends no token, cookie, password, form answer, file name or link query', () => {
    for (const secret of [JWT, 'cookie-value', 'hunter2-secret', 'rash', 'patient-notes.pdf', EMAILED_TOKEN]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('token=');
    expect(text).not.toContain('draft=1');
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://portal.example/json/api/v1/account/process-password-reset',
      headers: { Authorization: FILTERED, Cookie: FILTERED, 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.extra).toEqual({ password: FILTERED, fileName: FILTERED, formAnswers: 'x', note: 'kept' });
  });

  it('drops typing breadcrumbs and keeps the stack and what is not secret', () => {
    expect(scrubbed.breadcrumbs.map((crumb) => crumb.category)).toEqual(['navigation', 'fetch']);
    expect(scrubbed.breadcrumbs[0]?.data).toEqual({ from: '/login', to: '/reset-password' });
    expect(scrubbed.exception.values[0]?.stacktrace).toEqual(event.exception.values[0]?.stacktrace);
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.tags).toEqual({ route: '/account' });
  });

  it('leaves the event it was given unchanged', () => {
    expect(event.request.cookies).toEqual({ 'payload-token': 'cookie-value' });
  });
});

describe('scrubAnalyticsEvent', () => {
  it('scrubs page addresses and keeps the identifiers analytics needs', () => {
    const event = {
      event: '$pageview',
      properties: {
        token: 'phc_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg',
        $session_id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        $current_url: 'https://portal.example/reset-password#token=abc',
        $pathname: `/${EMAILED_TOKEN}`,
        $referrer: 'https://mail.example/?q=portal',
        $snapshot_data: [{ type: 4, data: { href: 'https://portal.example/confirm-email-change#token=abc' } }],
      },
    };
    expect(scrubAnalyticsEvent(event)).toEqual({
      event: '$pageview',
      properties: {
        ...event.properties,
        $current_url: 'https://portal.example/reset-password',
        $pathname: `/${FILTERED}`,
        $referrer: 'https://mail.example/',
        $snapshot_data: [{ type: 4, data: { href: 'https://portal.example/confirm-email-change' } }],
      },
    });
  });
});
