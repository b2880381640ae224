import { describe, expect, it } from 'vitest';

import { DEFAULT_PUSH_SERVICE_ORIGINS } from '../env';
import { isAllowedPushEndpoint } from './endpointPolicy';

const allowed = (endpoint: string) => isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_SERVICE_ORIGINS);

describe('isAllowedPushEndpoint', () => {
  it('accepts the endpoints of the browsers’ push services', () => {
    expect(allowed('https://fcm.googleapis.com/fcm/send/abc:APA91b')).toBe(true);
    expect(allowed('https://updates.push.services.mozilla.com/wpush/v2/gAAAAA')).toBe(true);
    expect(allowed('https://web.push.apple.com/QGx1bHVi')).toBe(true);
    expect(allowed('https://wns2-db5p.notify.windows.com/w/?token=BQYAAA')).toBe(true);
  });

  it('refuses other hosts, look-alikes, IP addresses, private and link-local addresses', () => {
    for (const endpoint of [
      'https://example.org/push',
      'https://fcm.googleapis.com.evil.example/push',
      'https://evilfcm.googleapis.com/push',
      'https://notify.windows.com/w/',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://localhost/push',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false);
    }
  });

  it('refuses another scheme or port, credentials in the URL, and what is not a URL', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false);
    }
  });

  it('allows exactly the configured origins when PUSH_SERVICE_ORIGINS replaces the list', () => {
    const local = ['http://127.0.0.1:4555'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:4555/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4556/push/1', local)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', local)).toBe(false);
  });
});
