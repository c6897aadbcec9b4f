import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_SERVICE_TYPES, CONTACT_SUCCESS_MS, MESSAGE_COUNTER_MAX, PEOPLE_MAX, PEOPLE_MIN } from '@pachmarhi/common/constants';
import { todayIST } from '@pachmarhi/common/time';
import { ApiRequestError } from '@/lib/api';
import { CheckIcon } from '@/components/icons';
import { useSendContact } from '@/features/contact/api/send-contact';
import { useFormState } from '@/hooks/use-form-state';
import { EMPTY_CONTACT, messageCounter, validateContact, type ContactFormValues } from './contact-form-state';
import styles from './contact.module.css';

const SEND_ERROR = 'There was an error sending your message. Please try again.';

/**
 * The contact form (docs/product.md#screens, #validation): validated with the shared schema, sent to `POST /api/contact`;
 * a success view for 5 seconds with 'Send Another Message'.
 */
export function ContactForm() {
  const today = todayIST();
  const form = useFormState((v: ContactFormValues) => validateContact(v, today), () => EMPTY_CONTACT);
  const { values, errors } = form;
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState('');
  const send = useSendContact();
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sent) return;
    successRef.current?.focus();
    const t = setTimeout(() => setSent(false), CONTACT_SUCCESS_MS);
    return () => clearTimeout(t);
  }, [sent]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const r = form.validate();
    if (!r.ok) return;
    send.mutate(r.data, {
      onSuccess: () => {
        form.reset();
        setSent(true);
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && Object.keys(err.errors).length > 0) form.showErrors(err.errors);
        setFormError(err instanceof ApiRequestError && err.status === 429 ? `${err.message}. ${SEND_ERROR}` : SEND_ERROR);
      },
    });
  };

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className={styles.success} role="status">
        <span className={styles.successIcon}><CheckIcon /></span>
        <h2>Message Sent Successfully!</h2>
        <p>Thank you for contacting us. We'll get back to you within 24 hours.</p>
        <button type="button" className="btn btn-primary" onClick={() => setSent(false)}>Send Another Message</button>
      </div>
    );
  }

  const field = (name: keyof ContactFormValues, label: string, input: ReactNode, required = false, hint?: ReactNode) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label} {required && <span className="req" aria-hidden="true">*</span>}
      </label>
      {input}
      {hint}
      {errors[name] && <p id={`contact-${name}-error`} className="field-error">{errors[name]}</p>}
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

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="muted">Fields marked <span className="req" aria-hidden="true">*</span><span className="visually-hidden">with an asterisk</span> are required.</p>
      <div className={styles.row}>
        {field('firstName', 'First name', <input {...common('firstName', true)} autoComplete="given-name" />, true)}
        {field('lastName', 'Last name', <input {...common('lastName', true)} autoComplete="family-name" />, true)}
      </div>
      <div className={styles.row}>
        {field('email', 'Email', <input {...common('email', true)} type="email" autoComplete="email" inputMode="email" />, true)}
        {field('phone', 'Phone', <input {...common('phone', true)} type="tel" autoComplete="tel" inputMode="tel" placeholder="+91 98765 43210" />, true)}
      </div>
      <div className={styles.row3}>
        {field('serviceType', 'Service', (
          <select {...common('serviceType')}>
            {CONTACT_SERVICE_TYPES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </select>
        ))}
        {field('travelDate', 'Travel date', <input {...common('travelDate')} type="date" min={today} />)}
        {field('numberOfPeople', 'Number of people', <input {...common('numberOfPeople')} type="number" min={PEOPLE_MIN} max={PEOPLE_MAX} inputMode="numeric" />)}
      </div>
      {field('subject', 'Subject', <input {...common('subject', true)} />, true)}
      {field('message', 'Message', <textarea {...common('message', true)} rows={6} />, true, (
        <p className="field-hint" aria-live="polite">{messageCounter(values.message, MESSAGE_COUNTER_MAX)}</p>
      ))}
      <fieldset className={styles.radios}>
        <legend>Preferred contact method</legend>
        {(['email', 'phone', 'whatsapp'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name="preferredContact" value={m} checked={values.preferredContact === m} onChange={common('preferredContact').onChange} />
            {m === 'email' ? 'Email' : m === 'phone' ? 'Phone' : 'WhatsApp'}
          </label>
        ))}
      </fieldset>
      {formError && <p className="form-error" role="alert">{formError}</p>}
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? <><span className="spinner" aria-hidden="true" /> Sending...</> : 'Send Message'}
      </button>
    </form>
  );
}
