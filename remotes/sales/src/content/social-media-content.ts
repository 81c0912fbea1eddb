/**
 * What the social media sample's Doha dental clinic posts, in both languages (content, like the i18n
 * messages).
 */
import { type Bilingual, bi } from '@portal/dashboard-kit/sample';

export const POSTS: readonly Bilingual[] = [
  bi(
    'A check-up every six months keeps your smile bright. Book online in one minute.',
    'الفحص الدوري كل ستة أشهر يحافظ على إشراقة ابتسامتك. احجز موعدك عبر الإنترنت في دقيقة واحدة.',
  ),
  bi(
    'Did you know? Sweet karak late at night is hard on your teeth. Rinse with water before bed.',
    'هل تعلم؟ الكرك المحلّى في وقت متأخر من الليل يرهق أسنانك. اشطف فمك بالماء قبل النوم.',
  ),
  bi(
    'Meet our orthodontics team: twelve years of straight smiles in Doha.',
    'تعرّف على فريق تقويم الأسنان لدينا: اثنا عشر عامًا من الابتسامات المستقيمة في الدوحة.',
  ),
  bi(
    'Kids Dental Week: a free check-up for every child under 12 who visits with a parent.',
    'أسبوع صحة أسنان الأطفال: فحص مجاني لكل طفل دون الثانية عشرة يزورنا مع أحد والديه.',
  ),
  bi(
    'Smile Makeover Month: whitening plus scale and polish at a special price.',
    'شهر تجميل الابتسامة: تبييض مع تنظيف الجير والتلميع بسعر خاص.',
  ),
  bi(
    'Sensitive teeth with cold water? Three common reasons and what helps.',
    'حساسية في الأسنان عند شرب الماء البارد؟ ثلاثة أسباب شائعة وما يساعد على علاجها.',
  ),
  bi(
    'Open on Fridays from 4 pm: evening appointments for busy weeks.',
    'نستقبلكم أيام الجمعة من الساعة 4 عصرًا: مواعيد مسائية لأسابيع العمل المزدحمة.',
  ),
  bi(
    'Patient story: how Noora got her confident smile back in three visits.',
    'قصة مريضة: كيف استعادت نورة ابتسامتها الواثقة في ثلاث زيارات.',
  ),
  bi(
    'Ramadan hours: we are open from 8 pm to 1 am. Ramadan Kareem!',
    'مواعيد رمضان: نستقبلكم من الساعة 8 مساءً حتى 1 صباحًا. رمضان كريم!',
  ),
  bi(
    'Five foods that are good for your gums, from dates to yoghurt.',
    'خمسة أطعمة مفيدة للثة، من التمر إلى اللبن.',
  ),
];
