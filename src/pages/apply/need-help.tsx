import type { HelpPanel } from '../../domain/content/model-apply.ts';
import { mailtoHref, telHref } from '../../domain/site.ts';
import { Icon } from '../../ui/icon.tsx';
import classes from './apply-aside.module.css';

/** Who to call or write to while applying, and when someone answers. */
export function NeedHelp({ content }: { content: HelpPanel }) {
  return (
    <section aria-labelledby="need-help-heading" className={`${classes.card} ${classes.help}`}>
      <h2 id="need-help-heading" className={classes.title}>
        {content.title}
      </h2>
      <p className={classes.helpIntro}>Questions about a course or the form? Talk to us.</p>
      <ul className={classes.contacts}>
        <li>
          <Icon name="phone" size={20} className={classes.contactIcon} />
          <span className="visually-hidden">Phone: </span>
          <a href={telHref(content.phone)}>{content.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={20} className={classes.contactIcon} />
          <span className="visually-hidden">Email: </span>
          <a href={mailtoHref(content.email)}>{content.email}</a>
        </li>
        <li>
          <Icon name="clock" size={20} className={classes.contactIcon} />
          <span className="visually-hidden">Hours: </span>
          <span>{content.hours}</span>
        </li>
      </ul>
    </section>
  );
}
