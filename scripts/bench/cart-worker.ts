import { pathToFileURL } from 'node:url';
import { benchOneDatabase, type CartBenchOptions, type CartFigure } from './cart';

type Job = { kind: CartFigure['database']; options: Omit<CartBenchOptions, 'log'> };

// Run as a forked child: one database's cart measures in, its figures out.
if (process.send && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.once('message', async ({ kind, options }: Job) => {
    try {
      const figures = await benchOneDatabase(kind, {
        ...options,
        log: (line) => console.log(line),
      });
      process.send?.({ ok: true, figures });
    } catch (error) {
      process.send?.({ ok: false, error: error instanceof Error ? error.stack : String(error) });
    }
    process.disconnect();
  });
}
