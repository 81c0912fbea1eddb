/**
 * What the Odoo sales sample's Doha trading company sells, in both languages, with each opportunity's
 * range of value in units of QAR 500 (content, like the i18n messages).
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';

export const PRODUCTS: readonly { title: Bilingual; min: number; max: number }[] = [
  { title: bi('Commercial kitchen equipment', 'معدات المطابخ التجارية'), min: 40, max: 260 },
  { title: bi('Corporate gift boxes', 'صناديق الهدايا للشركات'), min: 8, max: 60 },
  { title: bi('Hotel room amenities', 'مستلزمات غرف الفنادق'), min: 15, max: 120 },
  { title: bi('Office pantry supplies', 'مستلزمات مطابخ المكاتب'), min: 5, max: 30 },
  { title: bi('Majlis furnishing', 'تأثيث المجالس'), min: 25, max: 180 },
  { title: bi('Annual maintenance contract', 'عقد صيانة سنوي'), min: 12, max: 90 },
  { title: bi('POS terminals rollout', 'تركيب أجهزة نقاط البيع'), min: 20, max: 140 },
  { title: bi('Security cameras installation', 'تركيب كاميرات المراقبة'), min: 10, max: 75 },
];
