/** Standalone run of the WebSub fan-out benchmark: `npm run bench:websub`. */
import { name, run } from './suites/websub-fanout.ts';

const rows = await run();
console.log(`\n${name}`);
console.table(rows);
