import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
const br = (s) => zlib.brotliCompressSync(Buffer.from(s), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
for (const f of process.argv.slice(2)) console.log(f, br(readFileSync(f)));
