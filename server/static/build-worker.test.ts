import { describe, expect, it } from 'vitest';
import type { AstroBuildCounts } from './astro-build.ts';
import { handleRequest, type WorkerRunners } from './build-worker.ts';
import type { WorkerReply, WorkerRequest } from './build-worker-protocol.ts';
import { isWorkerReply } from './build-worker-protocol.ts';
import type { LiveRenderer } from './live-renderer.ts';

const versions = { content: new Date(1), shopWide: new Date(2) };
const options = { outDir: '/sites/default/b1', apiBase: 'http://api.test', channelId: 'default' };
const counts = { pages: 3, rendered: 1, reused: 2, renderedPaths: ['/'] };
const prerenderer = { name: 'fake', app: { routeCache: { clearAll: () => undefined } } };

/** Runners that log a line and answer as the test says; the renderer they were given is kept. */
function runners(
  patchAnswer: AstroBuildCounts | null | Error = counts,
  keys = new Map<string, string | undefined>([['/', undefined]]),
) {
  const patchedWith: LiveRenderer[] = [];
  const fake: WorkerRunners = {
    build: async (o) => {
      o.log('building 3 pages…');
      return {
        ...counts,
        renderer: { prerenderer, keys, site: 'http://shop.test' },
      } as AstroBuildCounts;
    },
    patch: async (_o, live) => {
      patchedWith.push(live);
      if (patchAnswer instanceof Error) throw patchAnswer;
      return (
        patchAnswer && { ...patchAnswer, steps: { paths: 0, reads: 0, render: 0, publish: 0 } }
      );
    },
  };
  return { fake, patchedWith };
}

async function run(requests: WorkerRequest[], fake: WorkerRunners) {
  const replies: WorkerReply[] = [];
  const renderers = new Map<string, LiveRenderer>();
  for (const r of requests) await handleRequest(r, (m) => replies.push(m), renderers, fake);
  return { replies, renderers };
}

const build: WorkerRequest = {
  kind: 'build',
  job: 1,
  key: 'k',
  options,
  sourceVersion: 7,
  versions,
};
const patch: WorkerRequest = { kind: 'patch', job: 2, key: 'k', options, changes: null, versions };

describe('the build worker protocol', () => {
  it('sends progress lines, then the counts of a build without its code, and keeps the code', async () => {
    const { fake } = runners();
    const { replies, renderers } = await run([build], fake);
    expect(replies[0]).toEqual({ kind: 'log', job: 1, line: 'building 3 pages…' });
    expect(replies[1]).toMatchObject({ kind: 'done', job: 1, counts, live: true });
    expect(replies[1]).not.toHaveProperty('counts.renderer');
    expect(replies.every(isWorkerReply)).toBe(true);
    expect(renderers.get('k')).toMatchObject({ folder: options.outDir, sourceVersion: 7 });
  });

  it('patches from the code the build kept', async () => {
    const { fake, patchedWith } = runners();
    const { replies } = await run([build, patch], fake);
    expect(patchedWith[0]?.prerenderer).toBe(prerenderer);
    expect(replies.at(-1)).toMatchObject({ kind: 'done', job: 2, counts, live: true });
  });

  it('answers a patch it cannot make with no counts, and then holds no renderer', async () => {
    const { fake, patchedWith } = runners(null);
    const alone = await run([patch], fake);
    expect(alone.replies).toMatchObject([{ kind: 'done', job: 2, counts: null, live: false }]);
    expect(patchedWith).toHaveLength(0);
    const after = await run([build, patch], fake);
    expect(after.replies.at(-1)).toMatchObject({ counts: null, live: false });
    expect(after.renderers.has('k')).toBe(false);
  });

  it('reports a failing job as failed, with its message, and drops the renderer', async () => {
    const { fake } = runners(new Error('API down'));
    const { replies, renderers } = await run([build, patch], fake);
    const last = replies.at(-1);
    expect(last).toMatchObject({ kind: 'failed', job: 2 });
    expect(last?.kind === 'failed' && last.message).toContain('API down');
    expect(renderers.has('k')).toBe(false);
  });

  it('ignores messages that are not replies', () => {
    expect(isWorkerReply({ kind: 'done' })).toBe(false);
    expect(isWorkerReply('done')).toBe(false);
    expect(isWorkerReply({ kind: 'log', job: 1, line: 'x' })).toBe(true);
  });

  it('keeps a scratch build for the published folder when it rendered only pages without a key', async () => {
    const adopt = { folder: '/sites/default/published', pages: 3 };
    const { fake } = runners();
    const { replies, renderers } = await run([{ ...build, adopt }], fake);
    expect(replies.at(-1)).toMatchObject({ kind: 'done', live: true });
    expect(renderers.get('k')?.folder).toBe(adopt.folder);
  });

  it('drops a scratch build that rendered a page with a key, or wrote another number of pages', async () => {
    const keyed = runners(counts, new Map([['/', 'top-1']]));
    const rendered = await run([{ ...build, adopt: { folder: '/p', pages: 3 } }], keyed.fake);
    expect(rendered.replies.at(-1)).toMatchObject({ kind: 'done', live: false });
    expect(rendered.renderers.has('k')).toBe(false);
    const other = await run([{ ...build, adopt: { folder: '/p', pages: 4 } }], runners().fake);
    expect(other.replies.at(-1)).toMatchObject({ live: false });
    expect(other.renderers.has('k')).toBe(false);
  });
});
