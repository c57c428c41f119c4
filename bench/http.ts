import { request } from "node:http";

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body as sent on the wire (still compressed when the server compressed it). */
  body: Buffer;
}

/** A GET that keeps the body's bytes as they arrived (fetch would decompress them). */
export function getRaw(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const responseHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) responseHeaders[name] = value;
        resolve({ status: response.statusCode ?? 0, headers: responseHeaders, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
