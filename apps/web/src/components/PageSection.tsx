import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The section's anchor, e.g. `how` for `/#how`. */
  id?: string;
  /** The heading's id, which labels the section. */
  headingId: string;
  eyebrow: string;
  heading: ReactNode;
  /** A short paragraph under the heading. */
  intro?: ReactNode;
  /** The tinted background (`section--alt`). */
  alt?: boolean;
  /** Extra class for the container, e.g. a narrower width. */
  containerClassName?: string;
  children: ReactNode;
}

/** A full-width band of a public page with the centred eyebrow-and-heading header. */
export function PageSection({
  id,
  headingId,
  eyebrow,
  heading,
  intro,
  alt = false,
  containerClassName,
  children,
}: PageSectionProps) {
  return (
    <section
      id={id}
      className={alt ? 'section section--alt' : 'section'}
      aria-labelledby={headingId}
    >
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <header className="section-header">
          <span className="eyebrow">{eyebrow}</span>
          <h2 id={headingId}>{heading}</h2>
          {intro ? <p>{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
