import type { ReactNode } from 'react';

/**
 * Text that always reads left to right (phone numbers, e-mail addresses, codes), isolated so that
 * Arabic around it cannot reorder it: without this "+974 5512 3456" shows as "5512 3456 974+" in RTL.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
