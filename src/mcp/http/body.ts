/** Largest JSON-RPC request body accepted. Tool arguments are a few hundred bytes; 64 KiB leaves ample room. */
export const MAX_BODY_BYTES = 64 * 1024;
