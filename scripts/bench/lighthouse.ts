import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Category scores (0-100) of one page, the median of several runs. */
export type LighthouseScores = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Audits left out of the scores (e.g. `is-crawlable` on a page that is noindex by design). */
  skipped?: string[];
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** Runs Lighthouse (mobile preset, the default) `runs` times on a URL with Debian's Chromium. */
export async function lighthouseMedian(
  url: string,
  runs: number,
  skipAudits: string[] = [],
): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        ...(skipAudits.length ? { skipAudits } : {}),
      });
      const c = result?.lhr.categories;
      const score = (k: string) => Math.round((c?.[k]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    seo: median(results.map((r) => r.seo)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    ...(skipAudits.length ? { skipped: skipAudits } : {}),
  };
}
