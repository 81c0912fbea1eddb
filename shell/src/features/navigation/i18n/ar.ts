import type { Arabic } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** مساحة الأسماء `navigation`: تنقّل الإطار بعد تسجيل الدخول (روابط الترويسة وقائمة الهاتف). */
export const ar: Arabic<typeof en> = {
  label: 'التنقل الرئيسي',
  open: 'افتح القائمة',
  close: 'أغلق القائمة',
  preferences: 'اللغة والمظهر',
  links: {
    dashboard: 'لوحة التحكم',
    marketplace: 'سوق سير العمل',
    testRuns: 'التشغيلات التجريبية',
    settings: 'الإعدادات',
    admin: 'الإدارة',
    inbox: 'صندوق الوارد',
    workflowManager: 'مدير مسارات العمل',
    home: 'الرئيسية',
    signIn: 'تسجيل الدخول',
    signUp: 'إنشاء حساب',
  },
};
