import sections from '../../ui/sections.module.css';
import classes from './section-heading.module.css';

interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle?: string;
}

/** A home section's centred heading and subtitle, in the look all content sections share. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className={sections.heading}>
      <h2 id={id} className={`${sections.title} ${classes.title}`}>
        {title}
      </h2>
      {subtitle !== undefined && (
        <p className={`${sections.subtitle} ${classes.subtitle}`}>{subtitle}</p>
      )}
    </div>
  );
}
