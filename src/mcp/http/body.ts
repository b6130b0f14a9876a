/** Largest JSON-RPC request body accepted. Tool arguments are a few hundred bytes; 64 KiB leaves ample room. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false };

/** Reads the body as UTF-8, giving up (without buffering the rest) as soon as it exceeds `max` bytes. */
export async function readBoundedBody(req: Request, max = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return { ok: false };
  if (!req.body) return { ok: true, text: '' };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
