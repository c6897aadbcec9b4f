import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with a Show/Hide toggle (the toggle says which state it switches to). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const { t } = useTranslation('pages');
  const [shown, setShown] = useState(false);
  return (
    <div className="password-wrap">
      <input {...props} type={shown ? 'text' : 'password'} className="input" />
      <button
        type="button"
        className="password-toggle"
        onClick={() => setShown((s) => !s)}
        aria-controls={props.id}
        aria-pressed={shown}
        aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
      >
        {shown ? t('auth.hide') : t('auth.show')}
      </button>
    </div>
  );
}
