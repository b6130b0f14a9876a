import { run } from './suites/mcp-latency.ts';

/** `npx node bench/mcp.ts [sizes...]`: MCP latency through a loopback HTTP server with Blobs sessions. */
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
console.table(await run(sizes.length ? sizes : [1_000, 10_000]));
