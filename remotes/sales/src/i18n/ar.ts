import type { Arabic } from '@portal/dashboard-kit/i18n';
import type { en } from './en.ts';

/** The `sales` namespace (Arabic). Keys mirror en.ts (a test checks it); plurals use all six forms. */
export const ar: Arabic<typeof en> = {
  tabs: {
    pipeline: 'مسار المبيعات',
    deals: 'الصفقات',
    posts: 'المنشورات',
    calendar: 'التقويم',
  },
  columns: {
    leadsFound: 'العملاء المكتشفون',
    qualified: 'المؤهَّلون',
    reference: 'المرجع',
    opportunity: 'الفرصة',
    stage: 'المرحلة',
    value: 'القيمة',
    probability: 'الاحتمالية',
    expectedClose: 'الإغلاق المتوقع',
    post: 'المنشور',
    platform: 'المنصة',
    scheduledFor: 'موعد النشر',
    published: 'تاريخ النشر',
    impressions: 'مرات الظهور',
    likes: 'الإعجابات',
    comments: 'التعليقات',
    shares: 'المشاركات',
    engagementRate: 'معدل التفاعل',
  },
  series: {
    leads: 'العملاء المحتملون',
    replied: 'ردّوا',
    converted: 'تم تحويلهم',
    conversionRate: 'معدل التحويل',
    averageScore: 'متوسط التقييم',
    revenue: 'الإيرادات',
    value: 'القيمة',
    engagement: 'التفاعل',
    engagementRate: 'معدل التفاعل',
  },
  leadGeneration: {
    tabsLabel: 'أقسام توليد العملاء المحتملين',
    kpi: {
      leads: 'عملاء محتملون جدد',
      qualified: 'عملاء محتملون مؤهَّلون',
      conversion: 'معدل التحويل',
      pipeline: 'الفرص المفتوحة',
      pipelineCaption: 'القيمة المتوقعة للعملاء المحتملين المفتوحين',
    },
    charts: {
      leadsPerDay: 'العملاء المحتملون يوميًا',
      bySource: 'العملاء المحتملون حسب المصدر',
      campaignResults: 'الردود والتحويلات لكل حملة',
      conversionTrend: 'معدل التحويل الأسبوعي',
      conversionTrendSubtitle: 'نسبة العملاء المحتملين في كل أسبوع الذين أصبحوا عملاء',
      byStatus: 'العملاء المحتملون حسب الحالة',
      scoreBySource: 'متوسط تقييم العملاء المحتملين حسب المصدر',
    },
    tables: {
      recentLeads: 'أحدث العملاء المحتملين',
      campaigns: 'الحملات',
    },
    empty: {
      leads: 'لا يوجد عملاء محتملون بعد. سيظهر العملاء المحتملون الجدد هنا فور التقاطهم من سير العمل.',
      campaigns: 'لا توجد حملات بعد.',
    },
  },
  automated: {
    tabsLabel: 'أقسام التوليد الآلي للعملاء المحتملين',
    kpi: {
      found: 'العملاء المكتشفون',
      qualified: 'نسبة المؤهَّلين',
      qualifiedCaption: 'من العملاء المكتشفين في آخر 30 يومًا',
      score: 'متوسط تقييم العملاء',
      scoreCaption: 'تقييم الذكاء الاصطناعي من 100',
      runs: 'عمليات التشغيل الناجحة',
      runsCaption: 'عمليات التشغيل المكتملة: {{count, number}}',
    },
    charts: {
      foundPerDay: 'العملاء المكتشفون يوميًا حسب المصدر',
      byStatus: 'العملاء المحتملون حسب الحالة',
    },
    tables: {
      leads: 'العملاء المكتشفون',
      sequences: 'سلاسل التواصل',
      runs: 'عمليات تشغيل الأتمتة',
    },
    empty: {
      leads: 'لم يُكتشف أي عميل بعد. سيظهرون هنا بعد أول تشغيل للأتمتة.',
      sequences: 'لا توجد سلاسل تواصل بعد.',
      runs: 'لم تعمل الأتمتة بعد.',
    },
  },
  odoo: {
    tabsLabel: 'أقسام مبيعات أودو',
    kpi: {
      revenue: 'الإيرادات، آخر 30 يومًا',
      revenueCaption: 'الصفقات المكسوبة: {{count, number}}',
      pipeline: 'المسار المفتوح',
      pipelineCaption: 'مرجَّحًا بالاحتمالية: {{weighted}}',
      winRate: 'معدل الفوز',
      winRateCaption: 'الصفقات المحسومة في آخر 90 يومًا',
      averageDeal: 'متوسط الصفقة المكسوبة',
    },
    charts: {
      revenueByMonth: 'الإيرادات المكسوبة شهريًا',
      pipelineByStage: 'المسار المفتوح حسب المرحلة',
    },
    tables: {
      openDeals: 'الصفقات المفتوحة، الأقرب إغلاقًا أولًا',
      closingSoon: 'الصفقات التالية في الإغلاق',
      deals: 'جميع الصفقات',
    },
    empty: {
      openDeals: 'لا توجد صفقات مفتوحة.',
      deals: 'لم تُزامَن أي صفقات من أودو بعد.',
    },
  },
  social: {
    tabsLabel: 'أقسام محتوى وسائل التواصل الاجتماعي',
    notScheduled: 'غير مجدول',
    kpi: {
      published: 'المنشورات المنشورة',
      engagement: 'التفاعل',
      engagementCaption: 'الإعجابات والتعليقات والمشاركات',
      engagementRate: 'معدل التفاعل',
      impressions: 'مرات الظهور: {{impressions}}',
      upcoming: 'المنشورات المجدولة',
      upcomingCaption: 'بانتظار النشر',
    },
    charts: {
      engagementPerDay: 'التفاعل يوميًا',
      postsByPlatform: 'المنشورات حسب المنصة',
      rateByPlatform: 'معدل التفاعل حسب المنصة',
    },
    tables: {
      published: 'المنشورات المنشورة',
      upcoming: 'المنشورات المجدولة والمسودات',
    },
    empty: {
      published: 'لم يُنشر شيء بعد.',
      upcoming: 'لا شيء مجدول. ستظهر المنشورات الجديدة هنا فور إعداد سير العمل لمسوداتها.',
    },
  },
  enums: {
    dealStage: {
      prospect: 'عميل محتمل',
      qualified: 'مؤهَّلة',
      proposal: 'عرض سعر',
      negotiation: 'تفاوض',
      won: 'مكسوبة',
      lost: 'خاسرة',
    },
    platform: {
      instagram: 'إنستغرام',
      facebook: 'فيسبوك',
      linkedin: 'لينكدإن',
      x: 'إكس',
      tiktok: 'تيك توك',
    },
    postStatus: {
      draft: 'مسودة',
      scheduled: 'مجدول',
      published: 'منشور',
      failed: 'فشل النشر',
    },
  },
};
