import type { ReactNode } from 'react';

/**
 * One section of the landing page: reachable at `#<id>`, named by its heading (`<id>-title`), with an
 * optional lead paragraph under the heading, then its content.
 */
export function Section({
  id,
  title,
  lead,
  className = 'mk-section',
  inner,
  hiddenTitle = false,
  leadClassName = 'mk-section__lead',
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  /** A class the container adds to `mk-container` (narrow, or the section's own layout). */
  inner?: string;
  /** The heading is for screen readers only (the content speaks for itself on screen). */
  hiddenTitle?: boolean;
  leadClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-title`}>
      <div className={inner ? `mk-container ${inner}` : 'mk-container'}>
        <h2 id={`${id}-title`} className={hiddenTitle ? 'mk-visually-hidden' : 'mk-section__title'}>
          {title}
        </h2>
        {lead && <p className={leadClassName}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
