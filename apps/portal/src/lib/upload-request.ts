/** How far an upload has got, in bytes. */
export type UploadProgress = { loaded: number; total: number };

export type UploadAnswer = { status: number; data: unknown };

/** The answer's JSON, or its text when it is not JSON (the error mapping then falls back to a generic message). */
function parseAnswer(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a multipart body with XMLHttpRequest, because fetch cannot report upload progress. Resolves with the
 * status and the parsed JSON answer (null when there is none); rejects only when the server could not be reached.
 */
export function sendWithProgress({
  url,
  method = 'POST',
  headers,
  body,
  onProgress,
}: {
  url: string;
  method?: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      resolve({ status: request.status, data: parseAnswer(request.responseText) });
    });
    request.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    request.addEventListener('abort', () => reject(new TypeError('Failed to fetch')));
    request.send(body);
  });
}
