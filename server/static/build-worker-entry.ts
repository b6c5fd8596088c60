// The build worker's process (forked by build-worker-client.ts): Astro builds run here, off the API's thread.
import { serveBuildJobs } from './build-worker.ts';

serveBuildJobs();
