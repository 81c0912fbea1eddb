import type { Resource } from '../contract/index.ts';

/**
 * The `ui` namespace in Arabic. Plurals use i18next's six Arabic forms (zero, one, two, few, many,
 * other); the key-set test treats them as one key.
 */
export const ar = {
  states: {
    loading: 'جارٍ التحميل…',
    emptyTitle: 'لا يوجد شيء هنا بعد',
    emptyMessage: 'ستظهر البيانات هنا فور توفّرها.',
    errorTitle: 'تعذّر تحميل هذه البيانات',
    errorMessage: 'حدث خطأ أثناء التحميل. تحقّق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
  },
  kpi: {
    up: 'ارتفاع بنسبة {{value}}',
    down: 'انخفاض بنسبة {{value}}',
    flat: 'دون تغيير',
    comparedTo: 'مقارنةً بالفترة السابقة',
  },
  tabs: {
    label: 'أقسام لوحة المعلومات',
  },
  table: {
    search: 'بحث',
    searchPlaceholder: 'ابحث…',
    clearSearch: 'مسح البحث',
    exportCsv: 'تصدير CSV',
    exportFailed: 'تعذّر إنشاء ملف CSV. يُرجى المحاولة مرة أخرى.',
    rowsPerPage: 'عدد الصفوف في الصفحة:',
    displayedRows: '{{from}}–{{to}} من {{count}}',
    firstPage: 'الانتقال إلى الصفحة الأولى',
    lastPage: 'الانتقال إلى الصفحة الأخيرة',
    nextPage: 'الانتقال إلى الصفحة التالية',
    previousPage: 'الانتقال إلى الصفحة السابقة',
    results_zero: 'لا توجد نتائج',
    results_one: 'نتيجة واحدة',
    results_two: 'نتيجتان',
    results_few: '{{count}} نتائج',
    results_many: '{{count}} نتيجة',
    results_other: '{{count}} نتيجة',
    noMatches: 'لا توجد صفوف تطابق «{{query}}».',
    noRows: 'لا توجد صفوف لعرضها بعد.',
    sortedAscending: 'مرتّبة تصاعديًا',
    sortedDescending: 'مرتّبة تنازليًا',
  },
  chart: {
    noData: 'لا توجد بيانات لعرضها',
    loading: 'جارٍ تحميل البيانات…',
  },
} satisfies Resource;
