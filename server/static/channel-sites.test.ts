import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApi, type TestApi } from '../testing/api.ts';
import {
  channelDistDir,
  channelIdsOf,
  channelSiteUrl,
  hostsOf,
  listChannelSites,
  siteForHost,
} from './channel-sites.ts';

const sites = [
  { id: 'default', hosts: ['localhost', '127.0.0.1'] },
  { id: 'school', hosts: ['school.localhost'] },
  { id: 'closed', hosts: ['closed.localhost', 'sale.example.jp'] },
];

describe('channel sites', () => {
  it('reads the host names of a channel setting, trimmed and lower-cased', () => {
    expect(hostsOf({ 'SITE.HOSTS': ' School.Localhost, shop.example.jp ,' })).toEqual([
      'school.localhost',
      'shop.example.jp',
    ]);
    expect(hostsOf({})).toEqual([]);
    expect(hostsOf({ 'SITE.HOSTS': 3 })).toEqual([]);
  });

  it('picks the site by host name, ignoring the port and case', () => {
    expect(siteForHost(sites, 'school.localhost:4415')?.id).toBe('school');
    expect(siteForHost(sites, 'SALE.example.jp')?.id).toBe('closed');
    expect(siteForHost(sites, 'localhost:4321')?.id).toBe('default');
  });

  it('gives an unknown host the fallback (first) site', () => {
    expect(siteForHost(sites, 'evil.example.com')?.id).toBe('default');
    expect(siteForHost(sites, 'localhost.school:80')?.id).toBe('default');
  });

  it('keeps the dist link for the fallback channel and suffixes the others', () => {
    expect(channelDistDir('/srv/dist', 'default')).toBe('/srv/dist');
    expect(channelDistDir('/srv/dist', 'benefit')).toBe('/srv/dist-benefit');
  });

  it("puts the channel's first host name into the public site URL", () => {
    expect(channelSiteUrl('http://localhost:4415', ['wa.localhost'])).toBe(
      'http://wa.localhost:4415/',
    );
    expect(channelSiteUrl('https://shop.example.jp', ['localhost'])).toBe(
      'https://shop.example.jp/',
    );
  });
});

describe('the channels a node serves (SITE_CHANNELS)', () => {
  let test: TestApi;
  beforeAll(async () => {
    test = await seededApi();
  });
  afterAll(() => test.drop());

  it('reads a comma-separated list of ids, blank as none given', () => {
    expect(channelIdsOf(' default, wa ,,')).toEqual(['default', 'wa']);
    expect(channelIdsOf('')).toBeUndefined();
    expect(channelIdsOf(undefined)).toBeUndefined();
  });

  it('lists every channel with host names, fallback first, when none are given', async () => {
    const ids = (await listChannelSites(test.database, '/srv/dist')).map((s) => s.id);
    expect(ids[0]).toBe('default');
    expect(ids).toContain('wa');
    expect(ids.length).toBeGreaterThan(2);
  });

  it('keeps only the channels given, and the fallback channel always', async () => {
    const only = async (list: string) =>
      (await listChannelSites(test.database, '/srv/dist', channelIdsOf(list))).map((s) => s.id);
    expect(await only('default')).toEqual(['default']);
    expect(await only('wa')).toEqual(['default', 'wa']);
    // A channel without host names is never served on its own host, listed or not.
    expect(await only('wa,no-such-channel')).toEqual(['default', 'wa']);
  });
});
