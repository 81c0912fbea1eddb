/**
 * What the WhatsApp chatbot sample's customers of Lusail Electronics, a Doha appliance retailer, ask
 * and what the bot answers, in both languages (content, like the i18n messages).
 */
import { bi } from '@portal/dashboard-kit/sample';
import type { ChatScript } from '../common/sampleChats.ts';

/** The conversations customers have with the bot, and how a person takes over. */
export const CHATBOT_CHATS: ChatScript = {
  agentGreeting: bi(
    'Hi, Noura from Lusail Electronics here. I am sorry for the trouble; let me sort this out.',
    'مرحباً، معك نورة من لوسيل للإلكترونيات. نعتذر عن الإزعاج، وسأتابع الأمر بنفسي.',
  ),
  dialogues: [
    {
      topic: bi('Delivery tracking', 'تتبع التوصيل'),
      weight: 5,
      lines: [
        { role: 'customer', text: bi('Where is my washing machine order?', 'أين طلب الغسالة الخاص بي؟') },
        {
          role: 'assistant',
          text: bi(
            'It is out for delivery today between 4 and 8 pm.',
            'الطلب في طريقه إليك اليوم بين 4 و8 مساءً.',
          ),
        },
        { role: 'customer', text: bi('Thanks!', 'شكراً!') },
        {
          role: 'assistant',
          text: bi(
            'You are welcome. The driver will call before arriving.',
            'العفو، سيتصل بك السائق قبل الوصول.',
          ),
        },
      ],
    },
    {
      topic: bi('Warranty', 'الضمان'),
      weight: 3,
      lines: [
        {
          role: 'customer',
          text: bi(
            'My fridge stopped cooling. Is it under warranty?',
            'الثلاجة توقفت عن التبريد. هل هي ضمن الضمان؟',
          ),
        },
        {
          role: 'assistant',
          text: bi(
            'Fridges have a 2-year warranty. I have booked a technician visit for tomorrow morning.',
            'الثلاجات مضمونة لمدة سنتين، وقد حجزت لك زيارة فني صباح الغد.',
          ),
        },
        { role: 'customer', text: bi('Perfect, thank you.', 'ممتاز، شكراً لك.') },
      ],
    },
    {
      topic: bi('Installation booking', 'حجز التركيب'),
      weight: 3,
      lines: [
        {
          role: 'customer',
          text: bi('Can you install the air conditioner this week?', 'هل يمكنكم تركيب المكيف هذا الأسبوع؟'),
        },
        {
          role: 'assistant',
          text: bi(
            'Yes, Wednesday or Thursday morning. Which do you prefer?',
            'نعم، صباح الأربعاء أو الخميس. أيهما تفضل؟',
          ),
        },
        { role: 'customer', text: bi('Thursday please.', 'الخميس من فضلك.') },
        {
          role: 'assistant',
          text: bi('Booked for Thursday at 9 am.', 'تم الحجز يوم الخميس الساعة 9 صباحاً.'),
        },
      ],
    },
    {
      topic: bi('Damaged item', 'منتج تالف'),
      weight: 2,
      status: 'escalated',
      lines: [
        {
          role: 'customer',
          text: bi('The TV arrived with a cracked screen.', 'وصل التلفاز والشاشة مكسورة.'),
        },
        {
          role: 'assistant',
          text: bi(
            'I am very sorry. I am passing you to our team to arrange a replacement.',
            'نأسف جداً لذلك، سأحوّلك إلى فريقنا لترتيب الاستبدال.',
          ),
        },
      ],
    },
    {
      topic: bi('Store hours', 'ساعات المعرض'),
      weight: 2,
      lines: [
        {
          role: 'customer',
          text: bi('Is the Lusail showroom open on Friday?', 'هل معرض لوسيل مفتوح يوم الجمعة؟'),
        },
        {
          role: 'assistant',
          text: bi('Yes, on Friday from 2 pm to 11 pm.', 'نعم، يوم الجمعة من 2 ظهراً حتى 11 مساءً.'),
        },
      ],
    },
  ],
};
