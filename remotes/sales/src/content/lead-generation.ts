/**
 * The lead generation sample's campaigns, in both languages (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { CampaignScript } from '../common/sampleLeads.ts';

export const CAMPAIGNS: readonly CampaignScript[] = [
  {
    name: bi('Ramadan Offers', 'عروض رمضان'),
    channel: 'email',
    status: 'completed',
    audience: 4200,
    budget: 6_000,
    startedDaysAgo: 58,
  },
  {
    name: bi('LinkedIn B2B Outreach', 'التواصل مع الشركات عبر لينكدإن'),
    channel: 'linkedin',
    status: 'active',
    audience: 900,
    budget: 12_000,
    startedDaysAgo: 45,
  },
  {
    name: bi('Free Consultation Follow-up', 'متابعة الاستشارة المجانية'),
    channel: 'email',
    status: 'active',
    audience: 1300,
    startedDaysAgo: 60,
  },
  {
    name: bi('National Day Promotion', 'عرض اليوم الوطني'),
    channel: 'instagram',
    status: 'paused',
    audience: 15000,
    budget: 9_000,
    startedDaysAgo: 30,
  },
  {
    name: bi('WhatsApp Catalogue Broadcast', 'بث الكتالوج عبر واتساب'),
    channel: 'whatsapp',
    status: 'active',
    audience: 2600,
    budget: 2_500,
    startedDaysAgo: 21,
  },
  {
    name: bi('Project Qatar Exhibition Invites', 'دعوات معرض بروجكت قطر'),
    channel: 'sms',
    status: 'completed',
    audience: 3100,
    budget: 3_500,
    startedDaysAgo: 40,
  },
  {
    name: bi('Spring Launch Teaser', 'حملة تشويقية لإطلاق الربيع'),
    channel: 'facebook',
    status: 'scheduled',
    audience: 20000,
    budget: 7_500,
    startedDaysAgo: -5,
  },
  {
    name: bi('Customer Win-back', 'استعادة العملاء'),
    channel: 'email',
    status: 'draft',
    audience: 800,
    startedDaysAgo: -14,
  },
];
