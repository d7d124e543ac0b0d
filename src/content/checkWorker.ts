import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { compileValidators, readSchemas } from './schemas.ts';
import { checkFile } from './siteContent.ts';

const { root, pagesDir, files } = workerData as { root: string; pagesDir: string; files: string[] };
const schemas = readSchemas(join(root, 'schemas'));
const validators = compileValidators(schemas);
parentPort!.postMessage(files.map((file) => checkFile(pagesDir, file, schemas, validators)));
