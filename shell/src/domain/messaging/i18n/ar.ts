import type { en } from './en.ts';

/** The `attachments` namespace in Arabic. */
export const ar: typeof en = {
  attach: 'إرفاق ملفات',
  chooseLabel: 'اختر ملفات لإرفاقها',
  rules:
    'مستند محمول أو وورد أو إكسل أو نص أو ماركداون أو CSV أو صورة (PNG أو JPEG أو WebP)، بحجم لا يتجاوز 25 ميغابايت لكل ملف، وبحد أقصى {{max}} ملفات.',
  chosen: 'الملفات المراد إرسالها',
  remove: 'إزالة {{name}}',
  listLabel: 'الملفات المرفقة',
  loadFailed: 'تعذّر تحميل الملفات المرفقة.',
  download: 'تنزيل {{name}}',
  downloadFailed: 'تعذّر تنزيل {{name}}. يرجى المحاولة مرة أخرى.',
  tooLarge: 'حجم {{name}} أكبر من 25 ميغابايت. يرجى اختيار ملف أصغر.',
  wrongType: '{{name}} ليس مستندًا محمولًا أو ملف وورد أو إكسل أو نصًا أو ماركداون أو CSV أو صورة.',
  tooMany: 'يمكنك إرفاق {{max}} ملفات كحد أقصى في كل مرة.',
  uploadFailed: 'تعذّر رفع {{name}}. يرجى المحاولة مرة أخرى.',
  notAttachedTitle: 'لم تُرفق بعض الملفات',
  notAttachedBody: 'تم إرسال طلبك، لكن تعذّر إرفاق {{names}}. يمكنك إرسالها في محادثة الطلب ضمن الرسائل.',
};
