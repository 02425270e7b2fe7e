import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One HTTP request with the target sent exactly as written: no URL normalisation, so traversal
 * attempts and odd encodings reach the server as an attacker would send them.
 */
export function rawRequest(
  base: string,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** A loopback address to send from (127.0.0.2, ...): another visitor, for rate limits. */
    localAddress?: string;
  } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        path: target,
        method,
        localAddress,
        headers: { connection: 'close', ...headers },
        timeout: 5000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${target} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}
