import { describe, expect, it } from 'vitest';
import { searchThroughputReportLines } from './search-open';

describe('the search throughput table', () => {
  it('prints each call’s requests a second and its share of the floor, with the load', () => {
    const lines = searchThroughputReportLines([
      {
        database: 'postgres',
        products: 10000,
        call: 'floor',
        rps: 3799.2,
        ofFloor: 1,
        errors: 0,
        loadAverage: 0.6,
      },
      {
        database: 'postgres',
        products: 10000,
        call: 'suggestions',
        rps: 253.5,
        ofFloor: 0.067,
        errors: 0,
        loadAverage: 2.3,
      },
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^postgres 10000 floor\s+3799\.2\s+1\.000\s+0\s+0\.6$/);
    expect(lines[2]).toMatch(/^postgres 10000 suggestions\s+253\.5\s+0\.067\s+0\s+2\.3$/);
  });
});
