import type { Arabic } from '@portal/shared/i18n';
import type { en } from './en.ts';

/** مساحة الأسماء `workflows`: الصفحة التي تحيط بكل لوحة معلومات. */
export const ar: Arabic<typeof en> = {
  families: {
    whatsapp: 'واتساب',
    gmail: 'Gmail',
    rag: 'المعرفة والمحادثة',
    sales: 'المبيعات والتسويق',
    hr: 'الموارد البشرية',
    finance: 'المالية',
  },
  status: {
    label: 'الحالة: {{status}}',
    sample: 'تجريبي',
    active: 'نشط',
    paused: 'متوقف مؤقتاً',
    live: 'مباشر',
  },
  sampleNotice: {
    title: 'لوحة معلومات تجريبية',
    body: 'البيانات في هذه الصفحة لأغراض العرض التوضيحي فقط، وليست بيانات عملاء حقيقية.',
  },
  control: {
    title: 'التحكم في سير العمل',
    description: 'اطلب منا تشغيل سير العمل هذا أو إيقافه أو تعديله. يراجع أحد المسؤولين كل طلب.',
    start: 'طلب التشغيل',
    stop: 'طلب الإيقاف',
    change: 'طلب تعديلات',
    sampleExplanation:
      'هذه لوحة معلومات تجريبية، لذلك لا تُرسَل هذه الطلبات. سجّل الدخول للتحكم في سير العمل الخاص بك.',
    changeDialogTitle: 'طلب تعديلات على {{workflow}}',
    changeLabel: 'ما الذي تريد تغييره؟',
    changeHelper: 'صف التعديل الذي تحتاجه، وسيرد عليك أحد المسؤولين في رسائلك.',
    cancel: 'إلغاء',
    send: 'إرسال الطلب',
    sent: 'تم إرسال طلبك، وسيراجعه أحد المسؤولين.',
    failed: 'تعذّر إرسال طلبك. يرجى المحاولة مرة أخرى.',
    requests: 'طلباتك',
    requestsEmpty: 'لا توجد طلبات لسير العمل هذا بعد.',
    requestsFailed: 'تعذّر تحميل طلباتك.',
    retry: 'إعادة المحاولة',
    submitted: 'أُرسل في {{date}}',
    reason: 'سبب المسؤول: {{note}}',
    actions: { start: 'تشغيل', stop: 'إيقاف', change: 'تعديلات' },
    sources: {
      workflow_page: 'صفحة سير العمل',
      dashboard: 'لوحة التحكم',
      admin: 'المسؤول',
      api: 'واجهة برمجية',
    },
    badges: { pending: 'قيد الانتظار', approved: 'مقبول', rejected: 'مرفوض' },
  },
  remote: {
    loading: 'جارٍ تحميل لوحة المعلومات...',
    unavailableTitle: 'تعذّر تحميل لوحة المعلومات هذه',
    unavailableBody: 'لوحات {{family}} غير متاحة حالياً. تبقى بقية أجزاء البوابة تعمل بشكل طبيعي.',
    retry: 'إعادة المحاولة',
    contractTitle: 'لوحة المعلومات هذه بحاجة إلى تحديث',
    contractBody:
      'أُعدّت لوحات {{family}} لإصدار مختلف من البوابة (الإصدار {{actual}}، والمتوقع {{expected}}).',
    kitBody:
      'بُنيت لوحات {{family}} بإصدارات أخرى من مكوّنات واجهة البوابة، ويجب إعادة بنائها لتتوافق مع هذه البوابة.',
    invalidTitle: 'لوحة المعلومات هذه غير صالحة',
    notAvailable: 'لوحة المعلومات هذه غير متاحة بعد.',
    dataFailed: 'تعذّر تحميل بيانات لوحة المعلومات.',
    crashed: 'توقفت لوحة المعلومات هذه عن العمل.',
  },
};
