import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_SERVICE_TYPES,
  CONTACT_SUCCESS_MS,
  MESSAGE_COUNTER_MAX,
  PEOPLE_MAX,
  PEOPLE_MIN,
} from '@pachmarhi/common/constants';
import { emailRequired } from '@pachmarhi/common/schemas/contact';
import { todayIST } from '@pachmarhi/common/time';
import { useSearchParams } from 'react-router-dom';
import { ApiRequestError } from '@/lib/api';
import { CheckIcon } from '@/components/icons';
import { useSendContact } from '@/features/contact/api/send-contact';
import { useFormState } from '@/hooks/use-form-state';
import { contactFromQuery, EMPTY_CONTACT, validateContact, type ContactFormValues } from './contact-form-state';
import styles from './contact.module.css';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The contact form (docs/product.md#screens, #validation): validated with the shared schema, sent to `POST /api/contact`;
 * a success view for 5 seconds with 'Send Another Message', scrolled to below the sticky header and focused.
 * Coming from a detail page (`contactLinkFor`) it starts with the item, its stay and the service filled in.
 * Email, last name and subject are required only when email is the preferred contact
 * (`emailRequired`); the message stops at MESSAGE_COUNTER_MAX characters, as the server's rule.
 */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const today = todayIST();
  const [params] = useSearchParams();
  const form = useFormState(
    (v: ContactFormValues) => validateContact(v, today),
    () =>
      contactFromQuery(params, today, (item, stay) =>
        stay ? t('contactForm.subjectStay', { item, stay }) : t('contactForm.subjectItem', { item }),
      ),
  );
  const { values, errors } = form;
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState('');
  const send = useSendContact();
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    // Its top below the sticky header (the card's scroll-margin-top), then focus without another scroll.
    successRef.current?.scrollIntoView({ block: 'start' });
    successRef.current?.focus({ preventScroll: true });
    const timer = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const r = form.validate();
    if (!r.ok) return;
    send.mutate(r.data, {
      onSuccess: () => {
        form.reset(EMPTY_CONTACT);
        setSent(true);
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && Object.keys(err.errors).length > 0) form.showErrors(err.errors);
        setFormError(
          err instanceof ApiRequestError && err.status === 429
            ? `${err.message}. ${t('contactForm.sendError')}`
            : t('contactForm.sendError'),
        );
      },
    });
  };

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <span className={styles.successIcon}>
          <CheckIcon />
        </span>
        <h2>{t('contactForm.sentTitle')}</h2>
        <p>{t('contactForm.sentText')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setSent(false)}>
          {t('contactForm.sendAnother')}
        </button>
      </div>
    );
  }

  const field = (
    name: keyof ContactFormValues,
    label: string,
    input: ReactNode,
    required = false,
    hint?: ReactNode,
  ) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label}{' '}
        {required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {input}
      {hint}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
  // Typing clears the field's message (the form hook) and the form-level failure text.
  const common = (name: keyof ContactFormValues, required = false) => {
    const bound = form.native(name, 'contact');
    return {
      ...bound,
      value: values[name],
      onChange: (e: Parameters<typeof bound.onChange>[0]) => {
        bound.onChange(e);
        setFormError('');
      },
      className: 'input',
      'aria-required': required || undefined,
    };
  };

  const emailNeeded = emailRequired(values.preferredContact);
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <p className="muted">
        <Trans
          t={t}
          i18nKey="contactForm.required"
          components={{
            star: <span className="req" aria-hidden="true" />,
            hidden: <span className="visually-hidden" />,
          }}
        />
      </p>
      <div className={styles.row}>
        {field(
          'firstName',
          t('contactForm.firstName'),
          <input {...common('firstName', true)} type="text" autoComplete="given-name" />,
          true,
        )}
        {field(
          'lastName',
          t('contactForm.lastName'),
          <input {...common('lastName', emailNeeded)} type="text" autoComplete="family-name" />,
          emailNeeded,
        )}
      </div>
      <div className={styles.row}>
        {field(
          'email',
          t('contactForm.email'),
          <input {...common('email', emailNeeded)} type="email" autoComplete="email" inputMode="email" />,
          emailNeeded,
          emailNeeded ? undefined : <p className="field-hint">{t('contactForm.emailOptional')}</p>,
        )}
        {field(
          'phone',
          t('contactForm.phone'),
          <input
            {...common('phone', true)}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
          />,
          true,
        )}
      </div>
      <div className={styles.row3}>
        {field(
          'serviceType',
          t('contactForm.service'),
          <select {...common('serviceType')}>
            {CONTACT_SERVICE_TYPES.map((s) => (
              <option key={s.value} value={s.value}>
                {t(`contactForm.services.${s.value}`)}
              </option>
            ))}
          </select>,
        )}
        {field('travelDate', t('contactForm.travelDate'), <input {...common('travelDate')} type="date" min={today} />)}
        {field(
          'numberOfPeople',
          t('contactForm.people'),
          <input {...common('numberOfPeople')} type="number" min={PEOPLE_MIN} max={PEOPLE_MAX} inputMode="numeric" />,
        )}
      </div>
      {field(
        'subject',
        t('contactForm.subject'),
        <input {...common('subject', emailNeeded)} type="text" />,
        emailNeeded,
      )}
      {field(
        'message',
        t('contactForm.message'),
        <textarea {...common('message', true)} rows={6} maxLength={MESSAGE_COUNTER_MAX} />,
        true,
        <p className="field-hint" aria-live="polite">
          {t('contactForm.counter', { n: values.message.length, max: MESSAGE_COUNTER_MAX })}
        </p>,
      )}
      <fieldset className={styles.radios}>
        <legend>{t('contactForm.preferred')}</legend>
        {(['email', 'phone', 'whatsapp'] as const).map((m) => (
          <label key={m}>
            <input
              type="radio"
              name="preferredContact"
              value={m}
              checked={values.preferredContact === m}
              onChange={common('preferredContact').onChange}
            />
            {t(`contactForm.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('contactForm.sending')}
          </>
        ) : (
          t('contactForm.send')
        )}
      </button>
    </form>
  );
}
