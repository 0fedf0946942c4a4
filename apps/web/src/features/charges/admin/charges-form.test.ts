import { chargesMessages as m } from '@shop/contract/charges-messages';
import { describe, expect, it } from 'vitest';
import {
  emptyRate,
  emptyZone,
  onField,
  rateValuesFrom,
  splitRegions,
  taxReportMonths,
  validateRate,
  validateZone,
  zoneValuesFrom,
} from './charges-form';

const northeast = {
  ...emptyZone(),
  name: ' Northeast ',
  country: 'US',
  regions: 'us-ma, US-NY,',
  rate: '15',
  freeOver: '500',
  coldChainSurcharge: '25',
};

describe('the shipping zone form', () => {
  it('sends the zone as the contract takes it: codes in capitals, amounts with two decimals', () => {
    expect(splitRegions(' us-ma,US-NY , ,')).toEqual(['us-ma', 'US-NY']);
    expect(validateZone(northeast)).toEqual({
      ok: true,
      body: {
        name: 'Northeast',
        country: 'US',
        regions: ['US-MA', 'US-NY'],
        rate: '15.00',
        freeOver: '500.00',
        coldChainSurcharge: '25.00',
      },
    });
    // Blank regions: the whole country; a blank threshold: never free.
    const whole = validateZone({ ...northeast, regions: '', freeOver: ' ' });
    expect(whole.ok && whole.body).toMatchObject({ regions: [], freeOver: null });
  });

  it('puts each rule’s message on its field, a state’s on the states field', () => {
    const result = validateZone({ ...emptyZone(), regions: 'US-MA, CA-ON', rate: 'abc' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: m.zoneNameRequired,
        country: m.country,
        rate: m.rate.format,
      },
    });
    const regions = validateZone({ ...northeast, regions: 'US-MA, CA-ON, US-MA' });
    expect(regions).toEqual({ ok: false, errors: { regions: m.region('US') } });
    expect(onField({ 'regions.1': m.region('US'), rate: m.rate.required })).toEqual({
      regions: m.region('US'),
      rate: m.rate.required,
    });
  });

  it('edits from the zone as it is, sending every field', () => {
    const values = zoneValuesFrom({
      id: 3,
      name: 'Northeast',
      country: 'US',
      regions: ['US-MA', 'US-NY'],
      rate: '15.00',
      freeOver: null,
      coldChainSurcharge: '0.00',
    });
    expect(values).toMatchObject({ regions: 'US-MA, US-NY', freeOver: '' });
    expect(validateZone({ ...values, rate: '12.5' })).toEqual({
      ok: true,
      body: {
        name: 'Northeast',
        country: 'US',
        regions: ['US-MA', 'US-NY'],
        rate: '12.50',
        freeOver: null,
        coldChainSurcharge: '0.00',
      },
    });
  });
});

describe('the tax rate form', () => {
  it('sends a rate with three decimals, a blank state or province as the whole country', () => {
    expect(
      validateRate({
        ...emptyRate(),
        name: 'Sales tax',
        country: 'US',
        region: 'us-ma',
        ratePercent: '6.25',
      }),
    ).toEqual({
      ok: true,
      body: {
        name: 'Sales tax',
        country: 'US',
        region: 'US-MA',
        ratePercent: '6.250',
        appliesToShipping: false,
      },
    });
    const whole = validateRate({ ...emptyRate(), name: 'GST', country: 'CA', ratePercent: '5' });
    expect(whole.ok && whole.body.region).toBeNull();
  });

  it('refuses what the server refuses, with its messages', () => {
    expect(validateRate({ ...emptyRate(), country: 'US', ratePercent: '31' })).toEqual({
      ok: false,
      errors: { name: m.rateNameRequired, ratePercent: m.ratePercent },
    });
    // A place across two fields is checked once each field is valid.
    const rate = { ...emptyRate(), name: 'Sales tax', country: 'US', region: 'CA-ON', ratePercent: '6.25' };
    expect(validateRate(rate)).toEqual({ ok: false, errors: { region: m.region('US') } });
  });

  it('edits from the rate as the admin typed it: "13.000" is 13', () => {
    const rate = {
      id: 1,
      name: 'HST',
      country: 'CA',
      region: 'CA-ON',
      ratePercent: '13.000',
      appliesToShipping: true,
    };
    const values = rateValuesFrom(rate);
    expect(values).toEqual({
      name: 'HST',
      country: 'CA',
      region: 'CA-ON',
      ratePercent: '13',
      appliesToShipping: true,
    });
    const edited = validateRate({ ...values, ratePercent: '9.975' });
    expect(edited.ok && edited.body.ratePercent).toBe('9.975');
  });
});

describe('the tax report', () => {
  it('offers the last complete month first, two years back', () => {
    const months = taxReportMonths('2027-01-15');
    expect(months[0]).toBe('2026-12');
    expect(months[1]).toBe('2026-11');
    expect(months).toHaveLength(24);
  });
});
