import { describe, expect, it } from 'vitest';
import { normaliseTrackingNo, trackingNoFits, trackingUrl } from './carriers.model';

describe('tracking numbers', () => {
  it('normalises what staff type: full width, hyphens and spaces', () => {
    expect(normaliseTrackingNo('１２３４-５６７８-９０１２')).toBe('123456789012');
    expect(normaliseTrackingNo(' ea 123456789 jp ')).toBe('EA123456789JP');
  });

  it('checks each carrier shape', () => {
    expect(trackingNoFits('yamato', '123456789012')).toBe(true);
    expect(trackingNoFits('yamato', '12345678901')).toBe(false);
    expect(trackingNoFits('yamato', 'EA123456789JP')).toBe(false);
    expect(trackingNoFits('sagawa', '123456789012')).toBe(true);
    expect(trackingNoFits('sagawa', '1234567890123')).toBe(false);
    expect(trackingNoFits('japanpost', '12345678901')).toBe(true);
    expect(trackingNoFits('japanpost', '1234567890123')).toBe(true);
    expect(trackingNoFits('japanpost', '1234567890')).toBe(false);
    expect(trackingNoFits('japanpost', 'EA123456789JP')).toBe(true);
    expect(trackingNoFits('japanpost', 'E1234567890JP')).toBe(false);
  });

  it('links to the carrier tracking page', () => {
    expect(trackingUrl('yamato', '123456789012')).toContain('kuronekoyamato.co.jp');
    expect(trackingUrl('yamato', '123456789012')).toContain('123456789012');
    expect(trackingUrl('sagawa', '123456789012')).toContain('sagawa-exp.co.jp');
    expect(trackingUrl('japanpost', 'EA123456789JP')).toContain('japanpost.jp');
  });
});
