import { describe, expect, it } from 'vitest';
import { changeProvince, CITIES_BY_PROVINCE, citiesOf, isCityOfProvince } from './cities';
import { COUNTRY, isProvince, PROVINCES } from './provinces';

describe('provinces and cities', () => {
  it('lists the five provinces in order, in Pakistan', () => {
    expect(PROVINCES).toEqual(['Balochistan', 'Khyber Pakhtunkhwa', 'Punjab', 'Sindh', 'Islamabad']);
    expect(COUNTRY).toBe('Pakistan');
    expect(isProvince('Punjab')).toBe(true);
    expect(isProvince('punjab')).toBe(false);
  });

  it('has lists of the sizes the spec gives', () => {
    expect(CITIES_BY_PROVINCE.Punjab.length).toBeGreaterThanOrEqual(95);
    expect(CITIES_BY_PROVINCE.Punjab.length).toBeLessThanOrEqual(115);
    expect(CITIES_BY_PROVINCE.Sindh.length).toBeGreaterThanOrEqual(38);
    expect(CITIES_BY_PROVINCE.Sindh.length).toBeLessThanOrEqual(45);
    expect(CITIES_BY_PROVINCE.Balochistan.length).toBeGreaterThanOrEqual(38);
    expect(CITIES_BY_PROVINCE.Balochistan.length).toBeLessThanOrEqual(45);
    expect(CITIES_BY_PROVINCE['Khyber Pakhtunkhwa']).toHaveLength(27);
    expect(CITIES_BY_PROVINCE.Islamabad).toEqual(['Islamabad']);
  });

  it('keeps every list sorted and free of duplicates, each city in one province', () => {
    const all: string[] = [];
    for (const province of PROVINCES) {
      const cities = CITIES_BY_PROVINCE[province];
      expect([...cities].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(cities);
      expect(new Set(cities).size).toBe(cities.length);
      all.push(...cities);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('includes the big cities', () => {
    expect(isCityOfProvince('Punjab', 'Lahore')).toBe(true);
    expect(isCityOfProvince('Sindh', 'Karachi')).toBe(true);
    expect(isCityOfProvince('Balochistan', 'Quetta')).toBe(true);
    expect(isCityOfProvince('Khyber Pakhtunkhwa', 'Peshawar')).toBe(true);
    expect(isCityOfProvince('Punjab', 'Karachi')).toBe(false);
  });

  it('has no cities until a province is chosen', () => {
    expect(citiesOf('')).toEqual([]);
    expect(citiesOf(undefined)).toEqual([]);
  });

  it('clears the city when the province changes', () => {
    expect(changeProvince({ state: 'Punjab', city: 'Lahore', zipCode: '54000' }, 'Sindh')).toEqual({
      state: 'Sindh',
      city: '',
      zipCode: '54000',
    });
  });
});
