/**
 * The job application sample's open positions: what a chain of Doha cafés hires for, in both
 * languages, and how many candidates each draws (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';

export const POSITIONS = [
  { title: bi('Barista', 'باريستا'), weight: 6 },
  { title: bi('Shift Supervisor', 'مشرف وردية'), weight: 3 },
  { title: bi('Pastry Chef', 'طاهي حلويات'), weight: 2 },
  { title: bi('Branch Manager', 'مدير فرع'), weight: 1 },
  { title: bi('Delivery Driver', 'سائق توصيل'), weight: 3 },
];
