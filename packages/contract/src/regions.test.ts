import { describe, expect, it } from 'vitest';
import { regionOf } from './regions';

describe('regionOf', () => {
  it('knows provinces and states by code and by name, whatever their case, accents and dots', () => {
    expect(regionOf('ON')).toEqual({ country: 'Canada', region: 'Ontario' });
    expect(regionOf('Québec')).toEqual({ country: 'Canada', region: 'Quebec' });
    expect(regionOf(' british columbia ')).toEqual({ country: 'Canada', region: 'British Columbia' });
    expect(regionOf('N.Y.')).toEqual({ country: 'United States', region: 'New York' });
    expect(regionOf('district of columbia')).toEqual({
      country: 'United States',
      region: 'District of Columbia',
    });
  });

  it('names nothing for other texts', () => {
    expect(regionOf('Bavaria')).toBeUndefined();
    expect(regionOf('')).toBeUndefined();
    expect(regionOf(null)).toBeUndefined();
  });
});
