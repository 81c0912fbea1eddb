import { TEST_AS_OF as asOf, momentsBefore, sampleFixture } from '@portal/dashboard-kit-testing';
import { describe, expect, it } from 'vitest';
import {
  applicationsBySource,
  applicationsByStage,
  jobApplicationFromRows,
  jobKpis,
  scoreBands,
} from './data.ts';
import { sampleRows } from './sample.ts';

const HOUR = 3_600_000;
const at = momentsBefore(asOf);

const rows = sampleFixture(
  sampleRows,
  'applications',
  'stage source job_title applied_at screened_at score',
  [
    ['received', 'website', 'Barista', at(1), null, null],
    ['hired', 'referral', 'Barista', at(4), at(4, 2), 90],
    ['interview', 'website', 'Pastry Chef', at(5), at(5, 6), 60],
    ['rejected', 'linkedin', 'Barista', at(6), at(6, 10), 30],
    ['offer', 'website', 'Branch Manager', at(40), at(40, 1), 80],
    ['rejected', 'website', 'Driver', at(45), at(45, 1), 20],
    ['unknown', 'fax', 'Barista', at(2), null, null],
  ],
);
const data = jobApplicationFromRows(rows.applications, rows.asOf);

describe('job application figures', () => {
  it('counts the period’s applications, waiting candidates, screening speed, scores, interviews and hires', () => {
    const k = jobKpis(data);
    expect(k.applications).toEqual({ count: 5, change: 1.5 });
    expect(k.toScreen).toBe(2); // the unknown stage reads as received
    expect(k.medianTimeToScreenMs).toBe(6 * HOUR);
    expect(k.averageScore).toBe(60);
    expect(k.inInterview).toBe(2); // any age: the offer is 40 days old
    expect(k.hired).toBe(1);
  });

  it('splits the period by stage, source and score band', () => {
    expect(applicationsByStage(data).map((s) => s.count)).toEqual([2, 0, 1, 0, 1, 1]);
    expect(applicationsBySource(data)).toEqual([
      { source: 'website', applications: 2, hired: 0 },
      { source: 'linkedin', applications: 1, hired: 0 },
      { source: 'referral', applications: 1, hired: 1 },
      { source: 'other', applications: 1, hired: 0 },
    ]);
    expect(scoreBands(data).map((b) => b.count)).toEqual([1, 1, 0, 1]);
  });

  it('lists positions with candidates still in the pipeline, the busiest first', () => {
    expect(data.positions).toEqual([
      { title: 'Barista', byStage: [2, 0, 0, 0, 1, 1], active: 2, bestScore: 90 },
      { title: 'Branch Manager', byStage: [0, 0, 0, 1, 0, 0], active: 1, bestScore: 80 },
      { title: 'Pastry Chef', byStage: [0, 0, 1, 0, 0, 0], active: 1, bestScore: 60 },
    ]);
  });
});
