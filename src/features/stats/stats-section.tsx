import { useId } from 'react';
import { defaultStatsContent, statsFailureFallback } from '../../domain/content/defaults-stats.ts';
import { contentLoadingText } from '../../domain/content/messages.ts';
import type { StatsContent } from '../../domain/content/model-stats.ts';
import { Container } from '../../ui/container.tsx';
import { contentColour } from '../../ui/content-colour.ts';
import { ContentIcon } from '../../ui/content-icon.tsx';
import { CountUp } from '../../ui/count-up.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { keyed } from '../../ui/keyed.ts';
import { Text } from '../../ui/text.tsx';
import { usePageContent } from '../content/index.ts';
import classes from './stats-section.module.css';

function StatsView({ content }: { content: StatsContent }) {
  const titleId = useId();
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <Container size="lg">
        <div className={classes.heading}>
          <h2 id={titleId} className={classes.title}>
            {content.title}
          </h2>
          <p className={classes.subtitle}>{content.subtitle}</p>
        </div>
        <ul className={classes.grid}>
          {keyed(content.stats, (stat) => stat.label).map(({ key, item: stat }) => (
            <li key={key} className={classes.stat}>
              <span className={classes.icon} style={{ background: contentColour(stat.color) }}>
                <ContentIcon name={stat.icon} size={26} stroke={1.75} />
              </span>
              <span className={classes.value}>
                <CountUp value={stat.value} suffix={stat.suffix} />
              </span>
              <span className={classes.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The stats section on its own: loads its content, and on a failure shows the spare numbers. */
function StandaloneStats() {
  const state = usePageContent('stats', defaultStatsContent);
  if (state.status === 'loading') {
    return (
      <div className={classes.loading} role="status">
        <span className={classes.spinner} aria-hidden />
        <Text>{contentLoadingText('stats')}</Text>
      </div>
    );
  }
  return (
    <>
      <ErrorBanner message={state.error} />
      <StatsView content={state.error ? statsFailureFallback : state.content} />
    </>
  );
}

/**
 * The academy in numbers, counting up from 0 as it scrolls into view. Given its content (the
 * home page has it) it shows that; without, it loads the stats content itself.
 */
export function StatsSection({ content }: { content?: StatsContent }) {
  return content ? <StatsView content={content} /> : <StandaloneStats />;
}
