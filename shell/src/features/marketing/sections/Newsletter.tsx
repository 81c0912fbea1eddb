import { type FormEvent, useRef, useState } from 'react';
import { enqueueToast } from '../../../lib/toast/index.ts';
import { Field } from '../Field.tsx';
import { issueText } from '../lib/issueText.ts';
import type { SubmitFailure, SubmitResult } from '../lib/submit.ts';
import { type ValidationIssue, validateEmail } from '../lib/validation.ts';
import { useMarketing } from '../useMarketing.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'subscribed' }
  | { kind: 'alreadySubscribed' }
  | { kind: 'failed'; reason: SubmitFailure };

export function Newsletter() {
  const { t, locale } = useMarketing();
  const [email, setEmail] = useState('');
  const [issue, setIssue] = useState<ValidationIssue | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const problem = validateEmail(email);
    setIssue(problem);
    if (problem) {
      setStatus({ kind: 'idle' });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    let result: SubmitResult<'subscribed' | 'alreadySubscribed'>;
    try {
      const { subscribeToNewsletter } = await import('../lib/submit.ts');
      result = await subscribeToNewsletter(email, locale);
    } catch {
      result = { ok: false, reason: 'network' };
    }
    if (result.ok) {
      setEmail('');
      setStatus({ kind: result.value });
      enqueueToast(t(result.value === 'subscribed' ? 'newsletter.success' : 'newsletter.already'), {
        variant: result.value === 'subscribed' ? 'success' : 'info',
      });
    } else {
      // The address stays in the field so the visitor can simply press Subscribe again.
      setStatus({ kind: 'failed', reason: result.reason });
    }
  }

  return (
    <section id="newsletter" className="mk-section mk-section--tint" aria-labelledby="newsletter-title">
      <div className="mk-container mk-newsletter">
        <div>
          <h2 id="newsletter-title" className="mk-section__title">
            {t('newsletter.title')}
          </h2>
          <p className="mk-section__lead">{t('newsletter.lead')}</p>
        </div>
        <form className="mk-newsletter__form" noValidate onSubmit={onSubmit} data-testid="newsletter-form">
          <div className="mk-newsletter__row">
            <Field
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              label={t('newsletter.emailLabel')}
              placeholder={t('newsletter.emailPlaceholder')}
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (issue) setIssue(null);
              }}
              error={issueText(t, issue, locale)}
              required
              inputRef={inputRef}
            />
            <button className="mk-btn" type="submit" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? t('newsletter.submitting') : t('newsletter.submit')}
            </button>
          </div>
          <div className="mk-form-status" role="status" data-testid="newsletter-status">
            {status.kind === 'subscribed' && <p className="mk-success">{t('newsletter.success')}</p>}
            {status.kind === 'alreadySubscribed' && <p className="mk-success">{t('newsletter.already')}</p>}
          </div>
          {status.kind === 'failed' && (
            <p className="mk-alert" role="alert" data-testid="newsletter-failure">
              {t('newsletter.failed', { reason: t(`errors.${status.reason}`) })}
            </p>
          )}
        </form>
      </div>
    </section>
  );
}
