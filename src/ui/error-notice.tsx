import { Alert } from '@mantine/core';
import classes from './error-notice.module.css';
import { Icon } from './icon.tsx';

interface ErrorNoticeProps {
  message: string;
  /** The server's messages that no field of the form shows. */
  details?: readonly string[] | undefined;
}

/** The red banner beside the submit button: validation, refusal or no connection. */
export function ErrorNotice({ message, details }: ErrorNoticeProps) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<Icon name="alert-circle" />}>
      {message}
      {details && (
        <ul className={classes.details}>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
