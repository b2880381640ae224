/** How far an upload has got, in bytes. */
export type UploadProgress = { loaded: number; total: number };

/** The answer's headers, from XMLHttpRequest's `name: value` lines. */
function headersOf(request: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for the API slice's base query that sends with XMLHttpRequest, because fetch cannot report upload
 * progress. It takes the request the base query prepared (address, method, headers) and sends `body` as it is, so
 * the browser sets a multipart body's type and boundary. Like fetch, it rejects only when the server could not be
 * reached (or the call was aborted), and answers everything else as a Response for the base query to read.
 */
export function fetchWithProgress(
  body: XMLHttpRequestBodyInit,
  onProgress: (progress: UploadProgress) => void,
): (input: RequestInfo, init?: RequestInit) => Promise<Response> {
  return (input, init) =>
    new Promise((resolve, reject) => {
      const prepared = input instanceof Request ? input : new Request(input, init);
      const request = new XMLHttpRequest();
      request.open(prepared.method, prepared.url);
      prepared.headers.forEach((value, name) => {
        // The Request's own content type describes its copy of the body; XMLHttpRequest sets the one it sends.
        if (name !== 'content-type') request.setRequestHeader(name, value);
      });
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      request.addEventListener('load', () => {
        try {
          const text = request.responseText;
          resolve(new Response(text === '' ? null : text, { status: request.status, headers: headersOf(request) }));
        } catch (failure) {
          reject(failure instanceof Error ? failure : new TypeError('Failed to fetch'));
        }
      });
      request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      request.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
      if (prepared.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      prepared.signal.addEventListener('abort', () => request.abort(), { once: true });
      request.send(body);
    });
}
