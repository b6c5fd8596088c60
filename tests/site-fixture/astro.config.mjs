// A one-page storefront for tests of builds and publishing: a real Astro build in seconds.
import { defineConfig } from 'astro/config';

export default defineConfig({ output: 'static', trailingSlash: 'always' });
