import type { AstroBuildCounts, AstroBuildOptions } from './astro-build.ts';
import type { DraftPage, RenderOverrides } from './live-renderer.ts';

/** One Astro build as the worker gets it: every option but the log, which comes back as messages. */
export type WorkerBuildOptions = Omit<AstroBuildOptions, 'log'>;

/** The versions a renderer's pass read (kept with it for the next patch). */
export type RendererVersions = { content: Date; shopWide: Date };

/** A published folder a scratch build's renderer may take over, and how many pages it holds. */
export type AdoptFolder = { folder: string; pages: number };

/** What the API process asks the build worker: a whole build, or a patch of a channel's last folder. */
export type WorkerRequest =
  | {
      kind: 'build';
      job: number;
      /** The channel's renderer key (site root, prefix, channel): the build's code is kept under it. */
      key: string;
      options: WorkerBuildOptions;
      sourceVersion: number;
      versions: RendererVersions;
      /**
       * Keep the renderer for this published folder instead of `outDir` (a scratch build after a
       * restart), and only when the build wrote as many pages and rendered none with a cache key.
       */
      adopt?: AdoptFolder;
    }
  | {
      kind: 'patch';
      job: number;
      key: string;
      options: WorkerBuildOptions;
      /** The keys per kind changed since the last pass; null: read everything again. */
      changes: Record<string, string[]> | null;
      versions: RendererVersions;
    }
  | {
      /** One page of the channel's loaded code with some records overridden (a preview); writes nothing. */
      kind: 'render';
      job: number;
      key: string;
      options: WorkerBuildOptions;
      pathname: string;
      overrides: RenderOverrides;
    };

/** A request before the client numbers it. */
export type WorkerJob = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'job'>
    : never
  : never;

/** Counts of a finished job, without the loaded code (which stays in the worker). */
export type WorkerCounts = Omit<AstroBuildCounts, 'renderer'>;

/** What the worker sends back: progress lines, then one result per job (with its memory). */
export type WorkerReply =
  | { kind: 'log'; job: number; line: string }
  | ({
      kind: 'done';
      job: number;
      /** Null: a patch that could not be made (no renderer kept for the channel). */
      counts: WorkerCounts | null;
      /** Whether the worker now holds the channel's renderer (a patch can follow). */
      live: boolean;
      /** A render's page (null: no renderer for the channel, or no such page). */
      page?: DraftPage | null;
    } & WorkerMemory)
  | ({ kind: 'failed'; job: number; message: string } & WorkerMemory);

/** The worker's memory after a job, in bytes: its RSS now and the most it has held. */
export type WorkerMemory = { rss: number; peakRss: number };

/** Whether a message from the worker is a reply of this protocol. */
export function isWorkerReply(message: unknown): message is WorkerReply {
  if (typeof message !== 'object' || message === null) return false;
  const { kind, job } = message as { kind?: unknown; job?: unknown };
  return typeof job === 'number' && (kind === 'log' || kind === 'done' || kind === 'failed');
}
