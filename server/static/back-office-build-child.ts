import { pathToFileURL } from 'node:url';

// Run as a child process by buildBackOfficeInto: `<build.ts> <outDir>`, with NODE_ENV=production.
const [buildFile, outDir] = process.argv.slice(2);
if (!buildFile || !outDir) throw new Error('usage: back-office-build-child <build.ts> <outDir>');
const { buildBackOffice } = (await import(pathToFileURL(buildFile).href)) as {
  buildBackOffice: (dir: string) => Promise<void>;
};
await buildBackOffice(outDir);
