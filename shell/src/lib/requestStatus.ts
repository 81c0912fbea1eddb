/**
 * The tone of a request's status badge (docs/product.md §4: pending, approved, rejected; access requests
 * also denied and expired), the same in the admin area, the messages panel and a workflow's control
 * section. Drawn with the toolkit's StatusChip (colour in the dot and border, text in the body colour).
 */
import type { StatusTone } from '@portal/dashboard-kit/ui';

export function requestStatusTone(status: string): StatusTone {
  switch (status) {
    case 'pending':
      return 'warning';
    case 'in_review':
      return 'info';
    case 'approved':
    case 'completed':
    case 'active':
    case 'live':
      return 'success';
    case 'rejected':
    case 'denied':
      return 'error';
    default:
      return 'neutral';
  }
}
