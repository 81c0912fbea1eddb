/**
 * What the auto-responder sample's Corniche hotel receives, in both languages: the scripted emails,
 * their category and how often each comes (content, like the i18n messages).
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';
import type { EmailSentiment } from '../common/rows.ts';
import type { ScriptedEmail } from '../common/sample.ts';

interface Template extends ScriptedEmail {
  category: Bilingual;
  sentiment: EmailSentiment;
  /** Probability that the workflow hands it to a person instead of answering. */
  handOff: number;
  weight: number;
}

const template = (
  subject: Bilingual,
  snippet: Bilingual,
  category: Bilingual,
  sentiment: EmailSentiment,
  handOff: number,
  weight: number,
): Template => ({ subject, snippet, category, sentiment, handOff, weight });

const BOOKINGS = bi('Bookings', 'الحجوزات');
const PRICES = bi('Prices', 'الأسعار');
const EVENTS = bi('Events', 'المناسبات');
const COMPLAINTS = bi('Complaints', 'الشكاوى');

/** The inbox of a Corniche hotel: bookings, prices, events and the odd complaint. */
export const TEMPLATES: readonly Template[] = [
  template(
    bi('Room for two nights this weekend', 'غرفة لليلتين نهاية الأسبوع'),
    bi(
      'Do you have a sea-view room for two adults from Thursday to Saturday?',
      'هل لديكم غرفة مطلة على البحر لشخصين من الخميس إلى السبت؟',
    ),
    BOOKINGS,
    'neutral',
    0.05,
    9,
  ),
  template(
    bi('Late check-out', 'تأخير موعد المغادرة'),
    bi(
      'Could we check out at 3 pm on Friday? Our flight leaves in the evening.',
      'هل يمكننا المغادرة الساعة 3 عصر الجمعة؟ رحلتنا مساءً.',
    ),
    BOOKINGS,
    'positive',
    0.1,
    5,
  ),
  template(
    bi('Friday brunch prices', 'أسعار غداء الجمعة'),
    bi(
      'How much is the Friday brunch for a family of five, and do children eat free?',
      'كم سعر غداء الجمعة لعائلة من خمسة أفراد؟ وهل الأطفال مجاناً؟',
    ),
    PRICES,
    'positive',
    0.05,
    6,
  ),
  template(
    bi('Wedding hall for 300 guests', 'قاعة زفاف لثلاثمئة ضيف'),
    bi(
      'We are planning a wedding in March and need a hall and catering for 300 guests.',
      'نخطط لحفل زفاف في مارس ونحتاج قاعة وضيافة لثلاثمئة ضيف.',
    ),
    EVENTS,
    'positive',
    0.6,
    3,
  ),
  template(
    bi('Noise from the room next door', 'إزعاج من الغرفة المجاورة'),
    bi(
      'We could not sleep last night because of the noise. This is our third stay with you.',
      'لم نتمكن من النوم ليلة أمس بسبب الإزعاج، وهذه إقامتنا الثالثة لديكم.',
    ),
    COMPLAINTS,
    'negative',
    0.9,
    2,
  ),
  template(
    bi('Airport transfer', 'التوصيل من المطار'),
    bi(
      'Can you pick us up from Hamad International Airport at 11 pm on Sunday?',
      'هل يمكنكم استقبالنا من مطار حمد الدولي الساعة 11 مساء الأحد؟',
    ),
    BOOKINGS,
    'neutral',
    0.05,
    4,
  ),
];
