import type { AnchorHTMLAttributes } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'inverse';

/** Each kind's class, named one by one: the build binds each to its class (astro.config.ts cssModulesByName). */
const variants: Record<ButtonVariant, string | undefined> = {
  primary: styles.primary,
  accent: styles.accent,
  secondary: styles.secondary,
  inverse: styles.inverse,
};

/** Class names that make a link or a button look like a button of the given kind. */
export function buttonClass(variant: ButtonVariant, extra?: string): string {
  return [styles.button, variants[variant], extra].filter(Boolean).join(' ');
}

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
}

/** A link that looks like a button: for calls to action that go somewhere. */
export function ButtonLink({ variant = 'primary', className, children, ...anchor }: ButtonLinkProps) {
  return (
    <a className={buttonClass(variant, className)} {...anchor}>
      {children}
    </a>
  );
}
