import type { ProcessSteps as ProcessStepsContent } from '../../domain/content/model-apply.ts';
import classes from './apply-aside.module.css';

/** What happens after applying, as numbered steps. */
export function ProcessSteps({ content }: { content: ProcessStepsContent }) {
  if (content.steps.length === 0) return null;
  return (
    <section aria-labelledby="process-steps-heading" className={classes.card}>
      <h2 id="process-steps-heading" className={classes.title}>
        {content.title}
      </h2>
      <ol className={classes.steps}>
        {content.steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.number} aria-hidden>
              {index + 1}
            </span>
            <div>
              <h3 className={classes.stepTitle}>{step.title}</h3>
              <p className={classes.stepText}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
