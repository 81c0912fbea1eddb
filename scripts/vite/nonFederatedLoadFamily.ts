/**
 * Stand-in for shell/src/federation/loadFamily.ts in the NON-federated comparison build that
 * scripts/budgets.mjs makes (PORTAL_NO_FEDERATION=1): every family's dashboards module is imported
 * directly, as one ordinary Vite app would. Never part of the product.
 */
import type { FamilyId, RemoteModule } from '@portal/contract';
import { loadFamilyTexts } from '../../shell/src/federation/familyTexts.ts';

const modules: Record<FamilyId, () => Promise<{ default: RemoteModule }>> = {
  whatsapp: () => import('../../remotes/whatsapp/src/dashboards.ts'),
  gmail: () => import('../../remotes/gmail/src/dashboards.ts'),
  rag: () => import('../../remotes/rag/src/dashboards.ts'),
  sales: () => import('../../remotes/sales/src/dashboards.ts'),
  hr: () => import('../../remotes/hr/src/dashboards.ts'),
  finance: () => import('../../remotes/finance/src/dashboards.ts'),
};

export function remoteNameOf(family: FamilyId): string {
  return `portal_${family}`;
}

export async function loadFamily(family: FamilyId): Promise<RemoteModule> {
  const module = (await modules[family]()).default;
  await loadFamilyTexts(family, module.messages);
  return module;
}
