/**
 * The catalogue of the WhatsApp product catalog sample's shop, Baraka Dates & Sweets, with names and
 * categories in both languages (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';

/** [sku, name, category, price in QAR, stock, how often customers ask about it] */
export const CATALOG = [
  ['BRK-KHL-1', bi('Khalas Dates 1 kg', 'تمر خلاص 1 كغ'), bi('Dates', 'تمور'), 65, 140, 8],
  ['BRK-SKR-1', bi('Sukkari Dates 1 kg', 'تمر سكري 1 كغ'), bi('Dates', 'تمور'), 75, 90, 7],
  ['BRK-MJD-1', bi('Medjool Dates 1 kg', 'تمر مجدول 1 كغ'), bi('Dates', 'تمور'), 120, 0, 5],
  ['BRK-MAM-24', bi('Maamoul Box (24 pieces)', 'علبة معمول (24 قطعة)'), bi('Sweets', 'حلويات'), 85, 45, 6],
  ['BRK-KNF-1', bi('Kunafa Tray', 'صينية كنافة'), bi('Sweets', 'حلويات'), 110, 12, 4],
  ['BRK-LQM-1', bi('Luqaimat Box', 'علبة لقيمات'), bi('Sweets', 'حلويات'), 45, 60, 3],
  ['BRK-GFT-L', bi('Ramadan Gift Basket', 'سلة هدايا رمضان'), bi('Gifts', 'هدايا'), 350, 0, 4],
  ['BRK-GFT-S', bi('Dates & Coffee Gift Box', 'علبة هدايا تمر وقهوة'), bi('Gifts', 'هدايا'), 180, 25, 5],
  [
    'BRK-COF-500',
    bi('Saffron Arabic Coffee 500 g', 'قهوة عربية بالزعفران 500 غ'),
    bi('Coffee', 'قهوة'),
    95,
    70,
    3,
  ],
  ['BRK-HNY-1', bi('Sidr Honey 1 kg', 'عسل سدر 1 كغ'), bi('Honey', 'عسل'), 260, 8, 2],
] as const;
