import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Node arguments that let a child process run TypeScript as the API does (under tsx). */
export const tsxLoaderArgs = (): string[] => [
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
];
