import { useState, type InputHTMLAttributes } from 'react';

/** A password field with a Show/Hide toggle (the toggle says which state it switches to). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="password-wrap">
      <input {...props} type={shown ? 'text' : 'password'} className="input" />
      <button type="button" className="password-toggle" onClick={() => setShown((s) => !s)} aria-controls={props.id} aria-pressed={shown} aria-label={shown ? 'Hide password' : 'Show password'}>
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
