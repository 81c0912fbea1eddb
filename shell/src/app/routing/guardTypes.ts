import type { ComponentType, ReactNode } from 'react';

/**
 * What `shell/src/features/auth/guards.tsx` exports (identity feature). Each guard renders its children
 * when the visitor may see the page, and otherwise its own loading text or redirect (docs/product.md §2, Guards).
 */
export interface GuardsModule {
  ProtectedRoute: ComponentType<{ children: ReactNode }>;
  AdminRoute: ComponentType<{ children: ReactNode }>;
  PublicRoute: ComponentType<{ children: ReactNode }>;
  /** Starts what a guard of this access level will need (its code, the sign-in check) ahead of it. */
  prepare?(access: Access): Promise<unknown>;
}

/** open: anyone (sample dashboards); public: visitors (signed-in users move on); protected; admin. */
export type Access = 'open' | 'public' | 'protected' | 'admin';
