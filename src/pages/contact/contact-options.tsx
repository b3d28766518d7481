import { site } from '../../domain/site.ts';
import { openChat } from '../../features/chat/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import classes from './contact-options.module.css';

interface ContactOptionsProps {
  address: string;
  onScheduleVisit: () => void;
}

/** Beside the form: where we are, other ways to reach us, and when we are open. */
export function ContactOptions({ address, onScheduleVisit }: ContactOptionsProps) {
  return (
    <div className={classes.stack}>
      <section aria-labelledby="location-heading" className={classes.card}>
        <div className={classes.map} aria-hidden>
          <Icon name="map-pin" size={40} className={classes.pin} />
        </div>
        <h2 id="location-heading" className={classes.title}>
          Our Location
        </h2>
        <p className={classes.text}>{address}</p>
        <ButtonLink
          href={site.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          look="brand-light"
          rightSection={<Icon name="external-link" size={16} />}
        >
          Open in Google Maps
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      </section>

      <section aria-labelledby="connect-heading" className={classes.card}>
        <h2 id="connect-heading" className={classes.title}>
          Other Ways to Connect
        </h2>
        <ul className={classes.options}>
          <li>
            <Button
              look="default"
              fullWidth
              size="lg"
              className={classes.option}
              leftSection={<Icon name="message-circle" size={22} />}
              onClick={openChat}
            >
              Live Chat
            </Button>
            <p className={classes.optionHint}>Ask our assistant a quick question right now.</p>
          </li>
          <li>
            <Button
              look="default"
              fullWidth
              size="lg"
              className={classes.option}
              leftSection={<Icon name="calendar-event" size={22} />}
              onClick={onScheduleVisit}
            >
              Schedule a Visit
            </Button>
            <p className={classes.optionHint}>See our classrooms and lab, and meet a counsellor.</p>
          </li>
        </ul>
      </section>

      <section aria-labelledby="hours-heading" className={classes.card}>
        <h2 id="hours-heading" className={classes.title}>
          <Icon name="clock" size={22} className={classes.titleIcon} />
          Office Hours
        </h2>
        <dl className={classes.hours}>
          {site.officeHours.map(({ days, hours }) => (
            <div key={days} className={classes.hoursRow}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
