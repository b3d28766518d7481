import type { ContactInfo } from '../../domain/content/model-contact.ts';
import { mailtoHref, telHref } from '../../domain/site.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import classes from './contact-info-cards.module.css';

/** Email, phone and address, each one tap away on a phone. */
export function ContactInfoCards({ info }: { info: ContactInfo }) {
  return (
    <section aria-labelledby="contact-details-heading" className={classes.section}>
      <Container size="lg">
        <h2 id="contact-details-heading" className="visually-hidden">
          Contact details
        </h2>
        <ul className={classes.grid}>
          <li className={classes.card}>
            <span className={classes.icon}>
              <Icon name="mail" size={26} />
            </span>
            <h3 className={classes.title}>Email Us</h3>
            <p className={classes.hint}>Write to us any time.</p>
            <a href={mailtoHref(info.email)} className={classes.value}>
              {info.email}
            </a>
          </li>
          <li className={classes.card}>
            <span className={classes.icon}>
              <Icon name="phone" size={26} />
            </span>
            <h3 className={classes.title}>Call Us</h3>
            <p className={classes.hint}>Speak to a counsellor.</p>
            <a href={telHref(info.phone)} className={classes.value}>
              {info.phone}
            </a>
          </li>
          <li className={classes.card}>
            <span className={classes.icon}>
              <Icon name="map-pin" size={26} />
            </span>
            <h3 className={classes.title}>Visit Us</h3>
            <p className={classes.hint}>Drop in during office hours.</p>
            <address className={classes.address}>{info.address}</address>
          </li>
        </ul>
      </Container>
    </section>
  );
}
