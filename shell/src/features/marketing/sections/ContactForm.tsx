import { type FormEvent, useEffect, useRef, useState } from 'react';
import { enqueueToast } from '../../../lib/toast/index.ts';
import { Field } from '../Field.tsx';
import { EMPTY_CONTACT, loadContactDraft, saveContactDraft } from '../lib/draft.ts';
import { issueText } from '../lib/issueText.ts';
import { formatNumber } from '../lib/locale.ts';
import type { SubmitFailure, SubmitResult } from '../lib/submit.ts';
import {
  type ContactErrors,
  type ContactField,
  type ContactInput,
  hasErrors,
  LIMITS,
  validateContact,
} from '../lib/validation.ts';
import { useMarketing } from '../useMarketing.ts';
import { Section } from './Section.tsx';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: SubmitFailure };

const FIELD_ORDER: readonly ContactField[] = ['fullName', 'email', 'company', 'message'];

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

export function ContactForm() {
  const { t, locale } = useMarketing();
  const [values, setValues] = useState<ContactInput>(() => loadContactDraft());
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [honeypot, setHoneypot] = useState('');
  const refs = {
    fullName: useRef<FieldElement>(null),
    email: useRef<FieldElement>(null),
    company: useRef<FieldElement>(null),
    message: useRef<FieldElement>(null),
  };

  useEffect(() => saveContactDraft(values), [values]);

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the visitor has tried to send, errors follow their typing, so a fixed field clears at once.
    if (attempted) setErrors(validateContact(next));
    if (status.kind === 'sent') setStatus({ kind: 'idle' });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);

    if (honeypot !== '') {
      // Only bots fill the hidden field: act as if it worked and store nothing.
      setValues(EMPTY_CONTACT);
      setStatus({ kind: 'sent' });
      return;
    }

    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      setStatus({ kind: 'idle' });
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) refs[first].current?.focus();
      return;
    }

    setStatus({ kind: 'sending' });
    let result: SubmitResult<'sent'>;
    try {
      const { sendContactMessage } = await import('../lib/submit.ts');
      result = await sendContactMessage(values, locale);
    } catch {
      result = { ok: false, reason: 'network' };
    }
    if (result.ok) {
      setValues(EMPTY_CONTACT);
      setAttempted(false);
      setStatus({ kind: 'sent' });
      enqueueToast(t('contact.success'), { variant: 'success' });
    } else {
      // Everything typed stays in the form (and in the draft) for another try.
      setStatus({ kind: 'failed', reason: result.reason });
    }
  }

  const error = (field: ContactField) => issueText(t, errors[field], locale);
  const sending = status.kind === 'sending';

  return (
    <Section id="contact" inner="mk-container--narrow" title={t('contact.title')} lead={t('contact.lead')}>
      <form className="mk-form" noValidate onSubmit={onSubmit} data-testid="contact-form" aria-busy={sending}>
        <p className="mk-muted">{t('contact.requiredNote')}</p>
        {attempted && hasErrors(errors) && (
          <p className="mk-alert" role="alert" data-testid="contact-error-summary">
            {t('contact.errorSummary')}
          </p>
        )}
        <div className="mk-form__grid">
          <Field
            id="contact-full-name"
            name="fullName"
            label={t('contact.fullName')}
            autoComplete="name"
            value={values.fullName}
            onChange={(value) => update('fullName', value)}
            error={error('fullName')}
            required
            inputRef={refs.fullName}
          />
          <Field
            id="contact-email"
            name="email"
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            value={values.email}
            onChange={(value) => update('email', value)}
            error={error('email')}
            required
            inputRef={refs.email}
          />
        </div>
        <Field
          id="contact-company"
          name="company"
          label={t('contact.company')}
          hint={t('contact.companyHint')}
          autoComplete="organization"
          value={values.company}
          onChange={(value) => update('company', value)}
          error={error('company')}
          inputRef={refs.company}
        />
        <Field
          id="contact-message"
          name="message"
          label={t('contact.message')}
          hint={t('contact.messageHint', {
            count: LIMITS.messageMax,
            limit: formatNumber(LIMITS.messageMax, locale),
          })}
          multiline
          value={values.message}
          onChange={(value) => update('message', value)}
          error={error('message')}
          required
          inputRef={refs.message}
        />
        {/* Honeypot: hidden from people and assistive technology, tempting to form-filling bots. */}
        <div className="mk-honeypot" aria-hidden="true">
          <label htmlFor="contact-website">{t('contact.honeypot')}</label>
          <input
            id="contact-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <button className="mk-btn mk-btn--wide" type="submit" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
        <div className="mk-form-status" role="status" data-testid="contact-status">
          {status.kind === 'sent' && (
            <div className="mk-success">
              <p className="mk-success__title">{t('contact.successTitle')}</p>
              <p>{t('contact.success')}</p>
            </div>
          )}
        </div>
        {status.kind === 'failed' && (
          <p className="mk-alert" role="alert" data-testid="contact-failure">
            {t('contact.failed', { reason: t(`errors.${status.reason}`) })}
          </p>
        )}
      </form>
    </Section>
  );
}
