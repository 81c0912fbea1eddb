import type { ReactNode } from 'react';

/**
 * The landing page's pair of calls to action (the hero's and the closing section's): the primary one
 * always leads to the contact form, the quieter second one wherever the section sends the visitor.
 */
export function Actions({
  primary,
  secondary,
  secondaryHref,
}: {
  primary: string;
  secondary: ReactNode;
  secondaryHref: string;
}) {
  return (
    <div className="mk-actions">
      <a className="mk-btn mk-btn--light" href="#contact">
        {primary}
      </a>
      <a className="mk-btn mk-btn--ghost" href={secondaryHref}>
        {secondary}
      </a>
    </div>
  );
}
