import type { DashboardModule, WorkflowDashboard } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { defineRemote } from './index.ts';

const namespace = { name: 'sales' as const, messages: { en: async () => ({}), ar: async () => ({}) } };
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
