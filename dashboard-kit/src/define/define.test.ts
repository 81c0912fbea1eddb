import type { DashboardModule, WorkflowDashboard } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { defineDashboard, defineRemote, lazySample } from './index.ts';

const namespace = { name: 'sales' as const, messages: { en: {}, ar: {} } };
const dashboard = { View: () => null } as unknown as WorkflowDashboard<unknown>;
const folder = (): Promise<DashboardModule> => Promise.resolve({ default: dashboard });

describe('defineRemote', () => {
  it('names each dashboard after its folder and loads its default export', async () => {
    const remote = defineRemote(namespace, { './lead-generation/index.ts': folder });
    expect(Object.keys(remote.dashboards)).toEqual(['lead-generation']);
    await expect(remote.dashboards['lead-generation']?.()).resolves.toBe(dashboard);
    expect(remote.family).toBe('sales');
  });

  it('refuses a folder that is not a workflow of the catalogue', () => {
    expect(() => defineRemote(namespace, { './lead-gen/index.ts': folder })).toThrow(
      './lead-gen/index.ts is not the folder of a workflow in the catalogue',
    );
  });
});

describe('defineDashboard', () => {
  const ctx = { locale: 'ar', signal: new AbortController().signal } as unknown as Parameters<
    WorkflowDashboard<unknown>['loadSample']
  >[0];
  const parts = { tables: [], live: async () => 'live', View: () => null };

  it("downloads a lazy sample's code when a sample is loaded, not before, and builds it in the page's language", async () => {
    let loads = 0;
    const sample = lazySample(async () => {
      loads += 1;
      return (locale: string, anchor: Date) => `${locale} ${anchor.getUTCFullYear() > 2000}`;
    });
    const defined = defineDashboard({ ...parts, sample });
    expect(loads).toBe(0);
    await expect(defined.loadLive({} as never)).resolves.toBe('live');
    expect(loads).toBe(0);
    await expect(defined.loadSample(ctx)).resolves.toBe('ar true');
    expect(loads).toBe(1);
  });

  it('builds a sample given directly', async () => {
    const defined = defineDashboard({ ...parts, sample: (locale: string) => `${locale} sample` });
    await expect(defined.loadSample(ctx)).resolves.toBe('ar sample');
  });
});
