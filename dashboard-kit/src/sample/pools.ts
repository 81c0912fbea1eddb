/**
 * Bilingual pools for sample data that every workflow family can use: Qatari people, Doha-area
 * businesses, cities and industries. All names are invented; Arabic is written as Arabic, not
 * transliterated. A family keeps pools particular to its workflows (campaign names, post texts) in
 * its own remote.
 */
import type { Locale } from '@portal/contract';
import { type Bilingual, bi } from './bilingual.ts';
import type { Random } from './random.ts';

export const MALE_FIRST_NAMES: readonly Bilingual[] = [
  bi('Mohammed', 'محمد'),
  bi('Ahmed', 'أحمد'),
  bi('Khalid', 'خالد'),
  bi('Abdullah', 'عبدالله'),
  bi('Hamad', 'حمد'),
  bi('Faisal', 'فيصل'),
  bi('Jassim', 'جاسم'),
  bi('Nasser', 'ناصر'),
  bi('Saud', 'سعود'),
  bi('Yousef', 'يوسف'),
  bi('Omar', 'عمر'),
  bi('Ali', 'علي'),
  bi('Hassan', 'حسن'),
  bi('Rashid', 'راشد'),
  bi('Majed', 'ماجد'),
  bi('Tariq', 'طارق'),
];

export const FEMALE_FIRST_NAMES: readonly Bilingual[] = [
  bi('Fatima', 'فاطمة'),
  bi('Maryam', 'مريم'),
  bi('Noora', 'نورة'),
  bi('Aisha', 'عائشة'),
  bi('Hessa', 'حصة'),
  bi('Latifa', 'لطيفة'),
  bi('Reem', 'ريم'),
  bi('Sara', 'سارة'),
  bi('Aljazi', 'الجازي'),
  bi('Moza', 'موزة'),
  bi('Dana', 'دانة'),
  bi('Layla', 'ليلى'),
  bi('Huda', 'هدى'),
  bi('Amna', 'آمنة'),
  bi('Shaikha', 'شيخة'),
  bi('Lulwa', 'لولوة'),
];

export const FAMILY_NAMES: readonly Bilingual[] = [
  bi('Al-Kuwari', 'الكواري'),
  bi('Al-Marri', 'المري'),
  bi('Al-Mohannadi', 'المهندي'),
  bi('Al-Sulaiti', 'السليطي'),
  bi('Al-Naimi', 'النعيمي'),
  bi('Al-Emadi', 'العمادي'),
  bi('Al-Kaabi', 'الكعبي'),
  bi('Al-Hajri', 'الهاجري'),
  bi('Al-Dosari', 'الدوسري'),
  bi('Al-Obaidli', 'العبيدلي'),
  bi('Al-Khulaifi', 'الخليفي'),
  bi('Al-Ansari', 'الأنصاري'),
  bi('Al-Jaber', 'الجابر'),
  bi('Al-Mansouri', 'المنصوري'),
  bi('Haddad', 'حداد'),
  bi('Nasr', 'نصر'),
];

export interface SampleCompany {
  name: Bilingual;
  /** Latin-only e-mail domain, the same in both languages (addresses are never translated). */
  domain: string;
  industry: Bilingual;
}

export const INDUSTRIES = {
  retail: bi('Retail', 'التجزئة'),
  realEstate: bi('Real estate', 'العقارات'),
  hospitality: bi('Hospitality', 'الضيافة'),
  healthcare: bi('Healthcare', 'الرعاية الصحية'),
  logistics: bi('Logistics', 'الخدمات اللوجستية'),
  construction: bi('Construction', 'المقاولات'),
  education: bi('Education', 'التعليم'),
  technology: bi('Technology', 'التقنية'),
} as const satisfies Record<string, Bilingual>;

const company = (en: string, ar: string, domain: string, industry: Bilingual): SampleCompany => ({
  name: bi(en, ar),
  domain,
  industry,
});

export const COMPANIES: readonly SampleCompany[] = [
  company('Pearl Coast Trading', 'لؤلؤة الساحل للتجارة', 'pearlcoast.qa', INDUSTRIES.retail),
  company('Al Wakra Logistics', 'الوكرة للخدمات اللوجستية', 'wakralogistics.qa', INDUSTRIES.logistics),
  company('Lusail Interiors', 'لوسيل للتصميم الداخلي', 'lusailinteriors.qa', INDUSTRIES.construction),
  company('Doha Bay Realty', 'خليج الدوحة العقارية', 'dohabayrealty.qa', INDUSTRIES.realEstate),
  company('Desert Rose Cosmetics', 'وردة الصحراء لمستحضرات التجميل', 'desertrose.qa', INDUSTRIES.retail),
  company('Al Rayyan Auto Parts', 'الريان لقطع غيار السيارات', 'rayyanauto.qa', INDUSTRIES.retail),
  company('Msheireb Tech Solutions', 'مشيرب للحلول التقنية', 'msheirebtech.qa', INDUSTRIES.technology),
  company('Al Khor Marine Supplies', 'الخور للتجهيزات البحرية', 'alkhormarine.qa', INDUSTRIES.logistics),
  company('Corniche Events', 'الكورنيش لتنظيم الفعاليات', 'cornicheevents.qa', INDUSTRIES.hospitality),
  company('Falcon Facility Services', 'الصقر لخدمات المرافق', 'falconfm.qa', INDUSTRIES.construction),
  company('Dana Medical Center', 'مركز دانة الطبي', 'danamedical.qa', INDUSTRIES.healthcare),
  company('Oryx Learning Hub', 'مركز المها التعليمي', 'oryxlearning.qa', INDUSTRIES.education),
  company('West Bay Consulting', 'الخليج الغربي للاستشارات', 'westbayconsult.qa', INDUSTRIES.technology),
  company('Sidra Catering', 'السدرة للضيافة', 'sidracatering.qa', INDUSTRIES.hospitality),
  company('Zubarah Contracting', 'الزبارة للمقاولات', 'zubarah.qa', INDUSTRIES.construction),
  company('Al Bidda Dental Clinic', 'عيادة البدع لطب الأسنان', 'albiddadental.qa', INDUSTRIES.healthcare),
];

export const CITIES: readonly Bilingual[] = [
  bi('Doha', 'الدوحة'),
  bi('Al Wakrah', 'الوكرة'),
  bi('Al Rayyan', 'الريان'),
  bi('Lusail', 'لوسيل'),
  bi('Al Khor', 'الخور'),
  bi('Umm Salal', 'أم صلال'),
];

export interface SamplePerson {
  firstName: Bilingual;
  familyName: Bilingual;
  /** The full name in the page's language. */
  name(locale: Locale): string;
  /** Their address at `domain` (see sampleEmail). */
  email(domain: string): string;
}

/** A person with a Doha name; the name and address come from the person, only the pick is random. */
export function samplePerson(random: Random): SamplePerson {
  const pool = random.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
  const names = { firstName: random.pick(pool), familyName: random.pick(FAMILY_NAMES) };
  return {
    ...names,
    name: (locale) => personName(names, locale),
    email: (domain) => sampleEmail(names, domain),
  };
}

type Names = Pick<SamplePerson, 'firstName' | 'familyName'>;

export function personName(person: Names, locale: Locale): string {
  return `${person.firstName[locale]} ${person.familyName[locale]}`;
}

/** e.g. khalid.almarri@pearlcoast.qa: built from the English name, the same in both languages. */
export function sampleEmail(person: Names, domain: string): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  return `${slug(person.firstName.en)}.${slug(person.familyName.en)}@${domain}`;
}

/** A Qatari mobile number in international form: +974 5xxx xxxx (also 3, 6 and 7). */
export function samplePhone(random: Random): string {
  const first = random.pick(['3', '5', '6', '7']);
  const rest = String(random.int(0, 9_999_999)).padStart(7, '0');
  return `+974 ${first}${rest.slice(0, 3)} ${rest.slice(3)}`;
}
