/**
 * A `fetch` for one request that reports how much of its body has been sent: fetch() cannot
 * (request-body streams need HTTP/2 and are not in every browser), XMLHttpRequest can. Given
 * to openapi-fetch per request, it receives the final Request, so the token middleware applies.
 */
export function fetchWithUploadProgress(
  onProgress: (percent: number) => void,
): (request: Request) => Promise<Response> {
  return async (request) => {
    // The multipart body as bytes, with its boundary already in the request's Content-Type.
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          onProgress((event.loaded / event.total) * 100);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.response as Blob, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      // The same errors fetch gives, so callers (unwrap) tell a dropped connection from a stop.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
