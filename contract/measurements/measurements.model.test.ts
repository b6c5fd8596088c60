import { describe, expect, it } from 'vitest';
import { latestValues, suggestSize } from './measurements.model';

// The oxford shirt's table as seeded (着丈, 身幅, 肩幅, 袖丈 in cm).
const SHIRT = [
  ['サイズ', '着丈', '身幅', '肩幅', '袖丈'],
  ['S', '72', '51', '42', '60'],
  ['M', '74', '54', '44', '61'],
  ['L', '76', '57', '46', '62'],
  ['LL', '78', '60', '48', '63'],
];
const PANTS = [
  ['サイズ', 'ウエスト', '股下', 'わたり幅', '裾幅'],
  ['S', '73', '76', '30', '19'],
  ['M', '77', '76', '31', '20'],
  ['L', '81', '76', '32', '21'],
];
const KIDS = [
  ['サイズ', '身長目安', '着丈', '身幅'],
  ['100', '95〜105', '42', '34'],
  ['110', '105〜115', '45', '36'],
];
const SHOES = [
  ['サイズ', '足長目安', 'ワイズ'],
  ['24.5', '24.5cm', '3E'],
  ['25.0', '25.0cm', '3E'],
  ['25.5', '25.5cm', '3E'],
];

describe('suggestSize', () => {
  it('suggests the row the measurement fits, with the reason', () => {
    expect(suggestSize(SHIRT, { chest: 91, height: 172 })).toEqual({
      size: 'M',
      reasons: [{ key: 'chest', value: 91, column: '身幅', cell: '54' }],
    });
    expect(suggestSize(KIDS, { height: 100 })?.size).toBe('100');
  });

  it('takes the larger row when the body falls between two rows', () => {
    expect(suggestSize(PANTS, { waist: 76 })?.size).toBe('M'); // between S (73) and M (77)
    expect(suggestSize(SHOES, { foot: 24.8 })?.size).toBe('25.0');
    expect(suggestSize(SHIRT, { chest: 95 })?.size).toBe('M');
    expect(suggestSize(SHIRT, { chest: 96.5 })?.size).toBe('L');
  });

  it('suggests nothing when no row fits', () => {
    expect(suggestSize(SHIRT, { chest: 110 })).toBeNull();
    expect(suggestSize(SHIRT, { chest: 60 })).toBeNull();
    expect(suggestSize(KIDS, { height: 140 })).toBeNull();
  });

  it('suggests nothing when data is missing', () => {
    expect(suggestSize(SHIRT, null)).toBeNull();
    expect(suggestSize(null, { chest: 91 })).toBeNull();
    expect(suggestSize(SHIRT, { waist: 76, height: 172 })).toBeNull(); // nothing comparable
    expect(suggestSize([], { chest: 91 })).toBeNull();
  });

  it('needs every comparable column to fit the same row', () => {
    const table = [
      ['サイズ', 'ウエスト', 'ヒップ'],
      ['S', '64', '88'],
      ['M', '67', '92'],
    ];
    expect(suggestSize(table, { waist: 63, hips: 88 })?.size).toBe('M');
    expect(suggestSize(table, { waist: 63, hips: 80 })?.size).toBe('S');
    expect(suggestSize(table, { waist: 66, hips: 80 })).toBeNull();
  });
});

describe('latestValues', () => {
  it('takes each value from the newest record that has it', () => {
    expect(
      latestValues([
        { chest: 91, waist: null },
        { chest: 92, waist: 78 },
      ]),
    ).toEqual({
      chest: 91,
      waist: 78,
    });
    expect(latestValues([])).toBeNull();
  });
});
