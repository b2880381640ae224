import { vi } from 'vitest';

export type SentRequest = { method: string; url: string; headers: Headers; body: unknown };

/**
 * Stubs XMLHttpRequest with a stand-in the test drives: it records what was sent, reports upload progress when told
 * and answers when told.
 */
export function stubXhr() {
  const sent: SentRequest[] = [];
  const live: FakeXhr[] = [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    private request: SentRequest = { method: '', url: '', headers: new Headers(), body: null };
    open(method: string, url: string) {
      this.request.method = method;
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return this.status === 0 ? '' : 'content-type: application/json\r\n';
    }
    send(body: unknown) {
      this.request.body = body;
      sent.push(this.request);
      live.push(this);
    }
    abort() {
      this.dispatchEvent(new Event('abort'));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    sent,
    progress(loaded: number, total: number) {
      live
        .at(-1)
        ?.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    },
    answer(status: number, body: unknown) {
      const current = live.at(-1);
      if (!current) throw new Error('Nothing was sent.');
      current.status = status;
      current.responseText = JSON.stringify(body);
      current.dispatchEvent(new Event('load'));
    },
  };
}
