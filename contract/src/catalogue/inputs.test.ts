import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INPUTS_MIGRATION, inputFieldsSql } from '../../../scripts/generate-catalogue-seed.ts';
import {
  type InputField,
  inputProblems,
  inputSchemaJson,
  parseInputSchema,
  WORKFLOW_INPUTS,
} from './inputs.ts';
import { WORKFLOW_SLUGS } from './slugs.ts';

describe('test-run input forms', () => {
  it('gives every workflow a form with labelled, unique fields in both languages', () => {
    for (const slug of WORKFLOW_SLUGS) {
      const fields = WORKFLOW_INPUTS[slug];
      expect(fields.length, slug).toBeGreaterThan(0);
      expect(
        fields.some((f) => f.required),
        slug,
      ).toBe(true);
      expect(new Set(fields.map((f) => f.key)).size, slug).toBe(fields.length);
      for (const f of fields) {
        expect(f.key, slug).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(f.label.ar, `${slug}.${f.key}`).toMatch(/[\u0600-\u06FF]/);
        expect(f.label.en.trim(), `${slug}.${f.key}`).not.toBe('');
      }
    }
  });

  it('asks WhatsApp sales for a customer name and phone and the Gmail auto-responder for an email', () => {
    const sales = inputProblems(WORKFLOW_INPUTS['whatsapp-sales'], {});
    expect(sales).toEqual([
      { field: 'customer_name', rule: 'required' },
      { field: 'phone', rule: 'required' },
    ]);
    expect(
      inputProblems(WORKFLOW_INPUTS['gmail-auto-responder'], { email: 'sara@', subject: 'Quotation' }),
    ).toEqual([{ field: 'email', rule: 'email' }]);
    expect(
      inputProblems(WORKFLOW_INPUTS['whatsapp-sales'], { customer_name: 'Noor', phone: '+974 5555 1234' }),
    ).toEqual([]);
  });

  it('checks lengths in characters, bounds of numbers and the kind of value', () => {
    const [region, limit] = WORKFLOW_INPUTS['lead-generation'] as [InputField, InputField];
    expect(inputProblems([region], { region: 'ق'.repeat(100) })).toEqual([]);
    expect(inputProblems([region], { region: 'ق'.repeat(101) })).toEqual([
      { field: 'region', rule: 'tooLong' },
    ]);
    expect(inputProblems([limit], { limit: 0 })).toEqual([{ field: 'limit', rule: 'min' }]);
    expect(inputProblems([limit], { limit: '5' })).toEqual([{ field: 'limit', rule: 'type' }]);
    expect(inputProblems([region], { region: ['Doha'] })).toEqual([{ field: 'region', rule: 'type' }]);
  });

  it('reads the database copy back into the same fields', () => {
    for (const slug of WORKFLOW_SLUGS) {
      expect(parseInputSchema(inputSchemaJson(WORKFLOW_INPUTS[slug])), slug).toEqual(WORKFLOW_INPUTS[slug]);
    }
    expect(parseInputSchema('nope')).toEqual([]);
    expect(parseInputSchema([{ key: 'x', type: 'colour' }, null])).toEqual([]);
  });

  it('is the source of the migration that fills workflows.input_schema', () => {
    expect(fs.readFileSync(INPUTS_MIGRATION, 'utf8')).toBe(inputFieldsSql());
  });
});
