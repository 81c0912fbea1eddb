import { describe, expect, it } from 'vitest';
import { stagedPipeline } from './stagedPipeline.ts';

// A sales pipeline (deals): open until won or lost.
const STAGES = ['prospect', 'proposal', 'won', 'lost'] as const;
type Deal = { owner: string; stage: (typeof STAGES)[number]; value: number };
const deals: Deal[] = [
  { owner: 'Mariam', stage: 'prospect', value: 10 },
  { owner: 'Omar', stage: 'won', value: 50 },
  { owner: 'Mariam', stage: 'proposal', value: 30 },
  { owner: 'Mariam', stage: 'lost', value: 5 },
  { owner: 'Omar', stage: 'lost', value: 20 },
];
const pipeline = stagedPipeline((d: Deal) => d.stage, STAGES, {
  active: ['prospect', 'proposal'],
  tones: { proposal: 'primary', won: 'success', lost: 'error' },
});

describe('stagedPipeline', () => {
  it('tells active rows and filters by stage', () => {
    expect(deals.filter(pipeline.isActive).map((d) => d.value)).toEqual([10, 30]);
    expect(pipeline.inStages(deals, ['won', 'lost']).map((d) => d.value)).toEqual([50, 5, 20]);
  });

  it('counts per stage in stage order, empty stages included, or only the stages asked for', () => {
    expect(pipeline.perStage(deals).map((s) => [s.key, s.count])).toEqual([
      ['prospect', 1],
      ['proposal', 1],
      ['won', 1],
      ['lost', 2],
    ]);
    // Asked for the active stages only, the keys are typed as those (sales' open pipeline by stage).
    const open: { key: 'prospect' | 'proposal'; count: number }[] = pipeline.perStage([], pipeline.active);
    expect(open).toEqual([
      { key: 'prospect', count: 0, rows: [] },
      { key: 'proposal', count: 0, rows: [] },
    ]);
  });

  it('groups per key in the order keys first come, with counts per stage and the active ones', () => {
    const owners = pipeline.perKey(deals, (d) => d.owner);
    expect(owners.map(({ key, byStage, active }) => ({ key, byStage, active }))).toEqual([
      { key: 'Mariam', byStage: [1, 1, 0, 1], active: 2 },
      { key: 'Omar', byStage: [0, 0, 1, 1], active: 0 },
    ]);
    expect(owners[1]?.rows.map((d) => d.value)).toEqual([50, 20]);
  });

  it('gives the status column its stages and tones, unnamed tones neutral', () => {
    const preset = pipeline.status((s) => s.toUpperCase());
    expect(preset.tones).toEqual({ prospect: 'neutral', proposal: 'primary', won: 'success', lost: 'error' });
    expect(preset.order).toEqual(STAGES);
    expect(preset.label('won')).toBe('WON');
  });
});
