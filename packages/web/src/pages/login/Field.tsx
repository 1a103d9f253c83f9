import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { documentTitle, PRODUCT_NAME } from '../../app/titles';

/** A labelled input with its message underneath: the public screens load no UI library. */
export function Field(props: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; suffix?: ReactNode }) {
  const { label, error, suffix, id, ...input } = props;
  const inputId = id ?? `field-${input.name}`;
  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <div className="auth-field__row">
        <input id={inputId} aria-invalid={!!error} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
        {suffix}
      </div>
      <div className="auth-field__error" id={`${inputId}-error`} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </div>
    </div>
  );
}

export function AuthFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <div className="auth-brand">
          <span className="auth-brand__mark">剪</span>
          <span>{PRODUCT_NAME}</span>
        </div>
        <h1 id="auth-title">{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}

export const notify = () => import('../../api/feedback').then((m) => m.feedback);
