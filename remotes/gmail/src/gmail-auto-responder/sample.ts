import type { Locale } from '@portal/shared/contract';
import { type Bilingual, bi, createRandom } from '@portal/shared/sample';
import type { EmailSentiment, EmailsData } from '../common/rows.ts';
import { plusSeconds, type ScriptedEmail, sampleInbox } from '../common/sample.ts';

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
const TEMPLATES: readonly Template[] = [
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

/** Deterministic demonstration data as of `anchor`: 60 days of a hotel's inbox, in the visitor's language. */
export function buildAutoResponderSample(locale: Locale, anchor: Date): EmailsData {
  const r = createRandom('gmail/gmail-auto-responder/v1');
  const inbox = { address: 'reservations@cornichebay.qa', perDay: [3, 8] as const, scripts: TEMPLATES };
  const emails = sampleInbox(r, locale, anchor, inbox, (t, received, day) => {
    // A person answers within hours; the oldest handed-off emails are answered, the latest wait for approval.
    const handedOff = r.chance(t.handOff);
    const status = handedOff
      ? day <= 3
        ? 'drafted'
        : 'replied'
      : day === 1 && r.chance(0.3)
        ? 'received'
        : r.chance(0.04)
          ? 'archived'
          : 'auto_replied';
    const seconds =
      status === 'auto_replied'
        ? r.int(8, r.chance(0.9) ? 55 : 400)
        : status === 'replied'
          ? r.int(1800, 5 * 3600)
          : null;
    return {
      label: t.category[locale],
      priority: t.sentiment === 'negative' ? 'high' : 'normal',
      sentiment: t.sentiment,
      status,
      responded_at: seconds === null ? null : plusSeconds(received, seconds),
      response_time_seconds: seconds,
    };
  });
  return { emails, asOf: anchor.toISOString() };
}
