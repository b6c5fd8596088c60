/** FNV-1a hash of a string: a stable seed per product key, so rebuilds give the same data. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32) returning floats in [0, 1), so the data is the same on every build. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] drawn from `rng`. */
export function rngInt(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** An ISO timestamp (JST, 10:00) `days` days after 2026-01-05. */
export function dayOf2026(days: number, hour = 10): string {
  const date = new Date(Date.UTC(2026, 0, 5 + days));
  const ymd = date.toISOString().slice(0, 10);
  return `${ymd}T${String(hour).padStart(2, '0')}:00:00+09:00`;
}
