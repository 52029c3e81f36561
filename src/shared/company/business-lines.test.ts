import { describe, expect, it } from 'vitest';
import { businessLineNames, businessLines, parseServiceList, servicesForLine } from './business-lines';

describe('business lines', () => {
  it('offers the 17 lines of the specification, Other last', () => {
    expect(businessLines).toHaveLength(17);
    expect(new Set(businessLineNames).size).toBe(17);
    expect(businessLineNames.at(-1)).toBe('Other');
  });

  it('gives each line its services, without duplicates', () => {
    for (const line of businessLines) {
      expect(line.services.length, line.name).toBeGreaterThan(0);
      expect(new Set(line.services).size, line.name).toBe(line.services.length);
    }
    expect(servicesForLine('Landscaping & Lawn Care')).toContain('Lawn Mowing');
    expect(servicesForLine('Other')).toEqual([
      'Consultation Services',
      'Emergency Services',
      'Maintenance Plans',
      'Custom Services',
    ]);
  });

  it('knows no services for an unknown line', () => {
    expect(servicesForLine('Space Tourism')).toEqual([]);
  });

  it('splits free text on commas, trimming and dropping blanks and repeats', () => {
    expect(parseServiceList(' Snow removal, Salt spreading ,, Snow removal,  ')).toEqual([
      'Snow removal',
      'Salt spreading',
    ]);
    expect(parseServiceList('')).toEqual([]);
  });
});
