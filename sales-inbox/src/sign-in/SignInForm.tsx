import { type FormEvent, useId, useRef, useState } from 'react';

export interface SignInFormProps {
  /** Rejects with the refusal to show (wrong password, locked out…). */
  onSignIn(email: string, password: string): Promise<void>;
}

export function SignInForm({ onSignIn }: SignInFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    onSignIn(String(data.get('email')), String(data.get('password'))).catch((failure: unknown) => {
      setError(failure instanceof Error ? failure.message : 'Signing in failed. Try again.');
      setBusy(false);
      // The person corrects the password next; the alert is read out meanwhile.
      passwordRef.current?.select();
    });
  };

  return (
    <main className="sign-in">
      <h1>Sales inbox</h1>
      <form onSubmit={submit} aria-describedby={error ? errorId : undefined}>
        <label htmlFor="sign-in-email">E-mail</label>
        <input id="sign-in-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="sign-in-password">Password</label>
        <input id="sign-in-password" name="password" type="password" autoComplete="current-password" required ref={passwordRef} />
        {error && (
          <p id={errorId} role="alert" className="error">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
