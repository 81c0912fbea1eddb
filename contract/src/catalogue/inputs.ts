/**
 * What a test run of each workflow takes as input (docs/product.md §1: clients test-run workflows): the
 * fields of the form on /test-workflow-execution. Defined here, once, with the rest of the catalogue;
 * `scripts/generate-catalogue-seed.ts` writes them into `public.workflows.input_schema`, where the
 * database function `workflow_input_problems` applies the very same rules as `inputProblems` below (the
 * API refuses a run whose input breaks them, whatever the browser did).
 *
 * Keys match what the sandbox executor reads (backend/src/api/runs/simulators.ts), so a test run's
 * output is made from what the client typed.
 */

import type { WorkflowSlug } from './slugs.ts';
import type { LocalizedText } from './workflows.ts';

export const INPUT_FIELD_TYPES = ['text', 'textarea', 'email', 'phone', 'number', 'url'] as const;
export type InputFieldType = (typeof INPUT_FIELD_TYPES)[number];

export interface InputField {
  /** The key in the run's `input` object (snake_case, as the webhook receives it). */
  key: string;
  type: InputFieldType;
  required: boolean;
  label: LocalizedText;
  /** Text types: the most characters accepted. */
  maxLength?: number;
  /** Numbers: the bounds, inclusive. */
  min?: number;
  max?: number;
}

/** Why a value was refused; the form and the API name the same rules. */
export const INPUT_RULES = ['required', 'type', 'tooLong', 'email', 'phone', 'url', 'min', 'max'] as const;
export type InputRule = (typeof INPUT_RULES)[number];
export interface InputProblem {
  field: string;
  rule: InputRule;
}

const L = (en: string, ar: string): LocalizedText => ({ en, ar });
const text = (key: string, label: LocalizedText, maxLength = 200, required = true): InputField => ({
  key,
  type: 'text',
  required,
  label,
  maxLength,
});
const message = (label = L('Message', 'الرسالة'), key = 'message'): InputField => ({
  key,
  type: 'textarea',
  required: true,
  label,
  maxLength: 1000,
});
const question = () => message(L('Question', 'السؤال'), 'question');
const phone = (key = 'phone', label = L('Phone number', 'رقم الهاتف')): InputField => ({
  key,
  type: 'phone',
  required: true,
  label,
});
const email = (key: string, label: LocalizedText, required = true): InputField => ({
  key,
  type: 'email',
  required,
  label,
  maxLength: 320,
});
const number = (key: string, label: LocalizedText, min: number, max: number): InputField => ({
  key,
  type: 'number',
  required: false,
  label,
  min,
  max,
});

export const WORKFLOW_INPUTS: Readonly<Record<WorkflowSlug, readonly InputField[]>> = {
  'lead-generation': [
    text('region', L('Region', 'المنطقة'), 100),
    number('limit', L('Leads to find', 'عدد العملاء المطلوب'), 1, 100),
  ],
  'automated-lead-generation': [
    text('industry', L('Industry', 'القطاع'), 100),
    text('region', L('Region', 'المنطقة'), 100, false),
  ],
  'odoo-sales': [text('quotation', L('Quotation reference', 'مرجع عرض السعر'), 40)],
  'social-media-content': [text('topic', L('Topic', 'الموضوع'))],
  'whatsapp-sales': [
    text('customer_name', L('Customer name', 'اسم العميل'), 100),
    phone(),
    { ...message(), required: false },
  ],
  'whatsapp-chatbot': [phone(), message()],
  'whatsapp-responder': [phone(), message()],
  'whatsapp-product-catalog': [text('query', L('Product search', 'البحث عن منتج'))],
  'whatsapp-dietitian': [phone(), message()],
  'invoice-collection': [
    text('client', L('Client', 'العميل')),
    number('amount_qar', L('Amount due (QAR)', 'المبلغ المستحق (ريال قطري)'), 1, 10_000_000),
  ],
  'gmail-campaign': [
    text('subject', L('Subject', 'الموضوع')),
    number('audience_size', L('Recipients', 'عدد المستلمين'), 1, 10_000),
  ],
  'gmail-auto-responder': [
    email('email', L('Sender email', 'بريد المرسل')),
    text('subject', L('Subject', 'الموضوع')),
    { ...message(), required: false },
  ],
  'gmail-email-labelling': [
    email('email', L('Sender email', 'بريد المرسل')),
    text('subject', L('Subject', 'الموضوع')),
  ],
  'email-summary-agent': [email('mailbox', L('Mailbox', 'صندوق البريد'))],
  'rag-chatbot': [question()],
  'local-rag': [question()],
  'local-chatbot': [message()],
  'database-chat': [question()],
  'website-chatbot': [
    message(),
    {
      key: 'page_url',
      type: 'url',
      required: false,
      label: L('Page address', 'عنوان الصفحة'),
      maxLength: 2000,
    },
  ],
  'customer-support-automation': [email('email', L('Customer email', 'بريد العميل')), message()],
  'financial-reports': [text('period', L('Period', 'الفترة'), 50)],
  'job-application': [
    text('position', L('Position', 'الوظيفة'), 100),
    email('candidate_email', L('Candidate email', 'بريد المتقدّم'), false),
  ],
  'hr-service': [phone('employee_phone', L('Employee phone', 'هاتف الموظف')), message()],
  'client-onboarding': [
    text('client', L('Client', 'العميل')),
    email('contact_email', L('Contact email', 'بريد جهة الاتصال')),
  ],
};

// The same patterns as private.input_value_problem in the input-schema migration: change both together.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{7,15}$/;
const URL_PATTERN = /^https?:\/\/\S+$/;

function valueProblem(field: InputField, value: unknown): InputRule | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return field.required ? 'required' : undefined;
  }
  if (field.type === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
    if (field.min !== undefined && value < field.min) return 'min';
    if (field.max !== undefined && value > field.max) return 'max';
    return undefined;
  }
  if (typeof value !== 'string') return 'type';
  if (field.maxLength !== undefined && [...value].length > field.maxLength) return 'tooLong';
  const trimmed = value.trim();
  if (field.type === 'email' && !EMAIL.test(trimmed)) return 'email';
  if (field.type === 'phone' && !PHONE.test(trimmed.replace(/[\s()-]/g, ''))) return 'phone';
  if (field.type === 'url' && !URL_PATTERN.test(trimmed)) return 'url';
  return undefined;
}

/** Every field whose value breaks its rule, in the fields' order (empty: the input is fine). */
export function inputProblems(
  fields: readonly InputField[],
  input: Readonly<Record<string, unknown>>,
): InputProblem[] {
  const problems: InputProblem[] = [];
  for (const field of fields) {
    const rule = valueProblem(field, input[field.key]);
    if (rule) problems.push({ field: field.key, rule });
  }
  return problems;
}

/** Reads `workflows.input_schema` (jsonb from the database) back into fields; unknown shapes are dropped. */
export function parseInputSchema(raw: unknown): InputField[] {
  if (!Array.isArray(raw)) return [];
  const fields: InputField[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const f = item as Record<string, unknown>;
    const type = f.type as InputFieldType;
    if (typeof f.key !== 'string' || !INPUT_FIELD_TYPES.includes(type)) continue;
    const field: InputField = {
      key: f.key,
      type,
      required: f.required === true,
      label: { en: String(f.label_en ?? f.key), ar: String(f.label_ar ?? f.key) },
    };
    if (typeof f.max_length === 'number') field.maxLength = f.max_length;
    if (typeof f.min === 'number') field.min = f.min;
    if (typeof f.max === 'number') field.max = f.max;
    fields.push(field);
  }
  return fields;
}

/** The database's shape of one field (snake_case, labels flat), as the generated migration writes it. */
export function inputSchemaJson(fields: readonly InputField[]): Record<string, unknown>[] {
  return fields.map((f) => ({
    key: f.key,
    type: f.type,
    required: f.required,
    label_en: f.label.en,
    label_ar: f.label.ar,
    ...(f.maxLength !== undefined ? { max_length: f.maxLength } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
  }));
}
