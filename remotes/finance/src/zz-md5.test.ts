import { createHash } from 'node:crypto';
import { it } from 'vitest';
import { buildFinancialReportsSample } from './financial-reports/sample.ts';
import { sample } from './invoice-collection/sample.ts';

it('md5', () => {
  for (const anchor of ['2026-03-31T21:00:00Z', '2026-11-25T21:00:00Z', '2024-02-29T21:00:00Z']) {
    const a = new Date(anchor);
    const out = JSON.stringify([
      buildFinancialReportsSample('en', a),
      buildFinancialReportsSample('ar', a),
      sample('en', a),
      sample('ar', a),
    ]);
    console.log('MD5', anchor, createHash('md5').update(out).digest('hex'));
  }
});
