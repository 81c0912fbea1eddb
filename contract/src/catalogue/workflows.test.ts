import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../../federation.config.ts';
import {
  CATALOGUE_MIGRATION,
  catalogueSql,
  MINUTES_MIGRATION,
  minutesSavedSql,
} from '../../../scripts/generate-catalogue-seed.ts';
import { CATEGORIES, COMPLEXITIES, WORKFLOW_SLUGS } from './slugs.ts';
import { catalogueEntry, catalogueInOrder, WORKFLOW_CATALOGUE } from './workflows.ts';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('workflow catalogue', () => {
  it('has exactly one entry per workflow of the spec', () => {
    expect(WORKFLOW_CATALOGUE.map((w) => w.slug).sort()).toEqual([...WORKFLOW_SLUGS].sort());
    for (const slug of WORKFLOW_SLUGS) expect(catalogueEntry(slug).slug).toBe(slug);
  });

  it('puts every workflow in the family whose remote serves it', () => {
    for (const w of WORKFLOW_CATALOGUE) expect(w.family, w.slug).toBe(familyOf(w.slug).family);
  });

  it('uses only the spec categories and complexities, and uses every category', () => {
    for (const w of WORKFLOW_CATALOGUE) {
      expect(CATEGORIES).toContain(w.category);
      expect(COMPLEXITIES).toContain(w.complexity);
    }
    expect(new Set(WORKFLOW_CATALOGUE.map((w) => w.category))).toEqual(new Set(CATEGORIES));
  });

  it('prices in whole QAR, with some workflows quoted on request', () => {
    for (const w of WORKFLOW_CATALOGUE) {
      for (const cost of [w.setupCostQar, w.monthlyCostQar]) {
        if (cost !== null) expect(Number.isInteger(cost) && cost > 0, w.slug).toBe(true);
      }
    }
    expect(WORKFLOW_CATALOGUE.filter((w) => w.setupCostQar === null).length).toBeGreaterThan(0);
    // The FAQ's figures (docs/product.md §9): simple email automation 1,500 + 300; WhatsApp catalog bot 3,000 + 500.
    expect(catalogueEntry('gmail-auto-responder')).toMatchObject({ setupCostQar: 1500, monthlyCostQar: 300 });
    expect(catalogueEntry('whatsapp-product-catalog')).toMatchObject({
      setupCostQar: 3000,
      monthlyCostQar: 500,
    });
  });

  it('is written in English and in Arabic script', () => {
    for (const w of WORKFLOW_CATALOGUE) {
      expect(w.name.en).not.toMatch(ARABIC_LETTER);
      expect(w.name.ar, w.slug).toMatch(ARABIC_LETTER);
      expect(w.description.ar, w.slug).toMatch(ARABIC_LETTER);
      expect(w.features.ar.length, w.slug).toBe(w.features.en.length);
      expect(w.features.en.length).toBeGreaterThanOrEqual(3);
      for (const feature of w.features.ar) expect(feature, w.slug).toMatch(ARABIC_LETTER);
    }
  });

  it('has a unique marketplace order', () => {
    const orders = catalogueInOrder().map((w) => w.sortOrder);
    expect(new Set(orders).size).toBe(orders.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('is the source of the SQL that fills public.workflows (run scripts/generate-catalogue-seed.ts)', () => {
    const committed = fs.readFileSync(CATALOGUE_MIGRATION, 'utf8');
    expect(committed).toBe(catalogueSql());
    for (const w of WORKFLOW_CATALOGUE) {
      expect(committed).toContain(`'${w.name.ar.replaceAll("'", "''")}'`);
    }
    expect(fs.readFileSync(MINUTES_MIGRATION, 'utf8')).toBe(minutesSavedSql());
  });

  it("says how many minutes each run saves (the dashboard's hours saved)", () => {
    for (const w of WORKFLOW_CATALOGUE) {
      expect(Number.isInteger(w.minutesSavedPerRun) && w.minutesSavedPerRun > 0, w.slug).toBe(true);
      expect(w.minutesSavedPerRun, w.slug).toBeLessThanOrEqual(1440);
    }
  });
});
