import { describe, expect, it } from 'vitest';
import { channelDistDir, channelSiteUrl, hostsOf, siteForHost } from './channel-sites.ts';

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
