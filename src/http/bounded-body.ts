/**
 * Reads a request body as UTF-8, giving up (without buffering the rest) as soon as it exceeds `max` bytes: null then.
 * A declared Content-Length over the limit is refused before reading anything. Shared by the MCP endpoint and the hub.
 */
export async function readBoundedBody(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
