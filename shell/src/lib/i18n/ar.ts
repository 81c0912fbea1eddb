import type { Arabic } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** مساحة الأسماء `common` للواجهة: الإطار وشاشات الأخطاء والنصوص المشتركة. */
export const ar: Arabic<typeof en> = {
  appName: 'بوابة الأتمتة بالذكاء الاصطناعي',
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  home: 'الرئيسية',
  loading: 'جارٍ التحميل...',
  checkingAuth: 'جارٍ التحقق من تسجيل الدخول...',
  language: {
    label: 'اللغة',
    switchTo: 'English',
    switchToLabel: 'تغيير اللغة إلى الإنجليزية',
  },
  theme: {
    toDark: 'التبديل إلى الوضع الداكن',
    toLight: 'التبديل إلى الوضع الفاتح',
  },
  notFound: {
    code: '404',
    title: 'عذراً! الصفحة غير موجودة',
    returnHome: 'العودة إلى الصفحة الرئيسية',
  },
  error: {
    title: 'حدث خطأ ما',
    message: 'نأسف، حدث خطأ غير متوقع. يرجى تحديث الصفحة.',
    tryAgain: 'حاول مرة أخرى',
    refresh: 'تحديث الصفحة',
    retry: 'إعادة المحاولة',
  },
  config: {
    title: 'تعذّر تشغيل البوابة',
    missing: 'متغير البيئة المطلوب مفقود: {{name}}',
    invalid: 'تعذّرت قراءة إعدادات التشغيل: {{reason}}',
    hint: 'يرجى مراجعة الشخص الذي نشر البوابة للتحقق من الملف ‎/runtime-config.json.',
  },
  placeholder: {
    body: 'هذه الصفحة قيد الإعداد.',
  },
  pages: {
    login: 'تسجيل الدخول',
    signup: 'إنشاء حساب',
    forgotPassword: 'نسيت كلمة المرور',
    resetPassword: 'إعادة تعيين كلمة المرور',
    oauthCallback: 'جارٍ إكمال تسجيل الدخول',
    settings: 'الإعدادات',
    dashboard: 'لوحة التحكم',
    marketplace: 'متجر سير العمل',
    testWorkflowExecution: 'اختبار تشغيل سير العمل',
    admin: 'الإدارة',
    workflowManager: 'مدير سير العمل',
    adminInbox: 'صندوق الوارد',
    adminReports: 'تقارير العملاء',
    report: 'تقريرك',
    sampleReport: 'تقرير نموذجي',
    landing: 'أتمتة أعمالك بالذكاء الاصطناعي',
  },
  password: {
    requirements: 'متطلبات كلمة المرور',
    rules: {
      length: '8 أحرف على الأقل',
      uppercase: 'حرف لاتيني كبير واحد',
      lowercase: 'حرف لاتيني صغير واحد',
      number: 'رقم واحد',
      special: 'رمز خاص واحد',
    },
    met: 'مستوفى',
    notMet: 'غير مستوفى بعد',
  },
  passwordField: {
    show: 'إظهار كلمة المرور',
    hide: 'إخفاء كلمة المرور',
  },
};
