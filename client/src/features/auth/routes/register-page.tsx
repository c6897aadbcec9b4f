import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@/lib/lang-links';
import { toast } from '@/lib/toast';
import { CAPTCHA_LENGTH, REGISTER_REDIRECT_MS } from '@pachmarhi/common/constants';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@pachmarhi/common/schemas/auth';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { useCaptcha } from '@/features/auth/api/get-captcha';
import { RefreshIcon } from '@/components/icons';
import { usePageTitle } from '@/hooks/use-page-title';
import { useRegister } from '@/features/auth/api/register';
import { AuthCard } from '@/features/auth/components/auth-card';
import { PasswordInput } from '@/features/auth/components/password-input';
import styles from '@/features/auth/components/auth.module.css';
import { Trans, useTranslation } from 'react-i18next';

const EMPTY = { name: '', email: '', password: '', confirm_password: '', captcha: '', terms_and_conditions: false };
type Values = typeof EMPTY;

/**
 * /register: name, email, passwords, the server's captcha (an image of 6 letters and digits, checked
 * by the server against its token), terms (docs/product.md#screens, #validation).
 */
export default function RegisterPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('register.pageTitle'));
  const navigate = useNavigate();
  const register = useRegister();
  const form = useFormState(zodResolver(registerSchema), () => EMPTY);
  const { values, errors } = form;
  const captcha = useCaptcha();
  const [done, setDone] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A token is spent by any register attempt, so a new image comes with an empty answer field.
  const refreshCaptcha = () => {
    void captcha.refetch();
    form.setValues((v) => ({ ...v, captcha: '' }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const r = form.validate(captcha.data ? {} : { captcha: t('register.captchaMissing') });
    if (!r.ok) {
      const messages = Object.values(r.errors);
      if (r.errors.terms_and_conditions && messages.length === 1) toast.error(r.errors.terms_and_conditions);
      return;
    }
    register.mutate(
      { ...r.data, captcha: values.captcha.trim().toUpperCase(), captchaToken: captcha.data!.token },
      {
        onSuccess: ({ message }) => {
          const text = `${t('register.success')} ${message === 'Registration successful' ? t('register.redirecting') : message}`;
          setDone(text);
          toast.success(text);
          timer.current = setTimeout(() => navigate('/login?role=1'), REGISTER_REDIRECT_MS);
        },
        onError: (err) => {
          refreshCaptcha();
          if (err instanceof ApiRequestError) {
            form.showErrors(err.errors);
            toast.error(t('register.error', { message: err.message }));
          } else toast.error(t('register.unexpected'));
        },
      },
    );
  };

  const err = (name: keyof Values) =>
    errors[name] && (
      <p id={`reg-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  const aria = (name: keyof Values) => form.native(name, 'reg');
  return (
    <main id="main" className="page">
      <div className="container" style={{ display: 'flex', justifyContent: 'center' }}>
        <AuthCard
          title={t('register.title')}
          subtitle={t('register.subtitle')}
          footer={
            <span>
              <Trans t={t} i18nKey="register.already" components={{ login: <Link to="/login" /> }} />
            </span>
          }
        >
          {done ? (
            <p className="badge-success" role="status" style={{ padding: 14, borderRadius: 8, margin: 0 }}>
              {done}
            </p>
          ) : (
            <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
              <div className="field">
                <label htmlFor="reg-name">{t('register.name')}</label>
                <input {...aria('name')} className="input" type="text" autoComplete="name" value={values.name} />
                {err('name')}
              </div>
              <div className="field">
                <label htmlFor="reg-email">{t('auth.email')}</label>
                <input {...aria('email')} className="input" type="email" autoComplete="email" value={values.email} />
                {err('email')}
              </div>
              <div className="field">
                <label htmlFor="reg-password">{t('auth.password')}</label>
                <PasswordInput
                  {...aria('password')}
                  aria-describedby={['reg-password-hint', aria('password')['aria-describedby']]
                    .filter(Boolean)
                    .join(' ')}
                  autoComplete="new-password"
                  minLength={PASSWORD_MIN_LENGTH}
                  value={values.password}
                />
                <p id="reg-password-hint" className="field-hint">
                  {t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                </p>
                {err('password')}
              </div>
              <div className="field">
                <label htmlFor="reg-confirm_password">{t('register.confirm')}</label>
                <PasswordInput
                  {...aria('confirm_password')}
                  autoComplete="new-password"
                  value={values.confirm_password}
                />
                {err('confirm_password')}
              </div>
              <div className="field">
                <label htmlFor="reg-captcha">{t('register.captcha')}</label>
                <div className={styles.captchaRow}>
                  <div className={styles.captchaImage} aria-live="polite">
                    {captcha.data ? (
                      <img src={captcha.data.image} alt={t('register.captchaAlt')} width={180} height={56} />
                    ) : (
                      <span className="muted">
                        {captcha.isError ? t('register.captchaError') : t('register.captchaLoading')}
                      </span>
                    )}
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={refreshCaptcha}
                    disabled={captcha.isFetching}
                    aria-label={t('register.newCode')}
                  >
                    <RefreshIcon width={16} height={16} /> {t('register.refresh')}
                  </button>
                </div>
                <input
                  type="text"
                  {...aria('captcha')}
                  className="input"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={CAPTCHA_LENGTH}
                  value={values.captcha}
                />
                {err('captcha')}
              </div>
              <div className="field">
                <label className={styles.check} htmlFor="reg-terms_and_conditions">
                  <input {...aria('terms_and_conditions')} type="checkbox" checked={values.terms_and_conditions} />
                  <span>
                    <Trans
                      t={t}
                      i18nKey="register.accept"
                      components={{
                        terms: <Link to="/terms" target="_blank" />,
                        privacy: <Link to="/privacy" target="_blank" />,
                      }}
                    />
                  </span>
                </label>
                {err('terms_and_conditions')}
              </div>
              <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
                {register.isPending ? t('register.busy') : t('register.submit')}
              </button>
            </form>
          )}
        </AuthCard>
      </div>
    </main>
  );
}
