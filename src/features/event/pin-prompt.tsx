import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import classes from './locked.module.css';
import { pinWaitMs, tryPin } from './pin-attempts.ts';

function secondsText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

interface PinPromptProps {
  /** What the PIN opens, read with the field ("to see names and contact details"). */
  purpose: string;
  submitLabel: string;
  onUnlock: () => void;
}

/**
 * Asks for the event's PIN. A wrong one is refused with a wait before the next try, counted
 * down on screen (pin-attempts.ts keeps it across reloads).
 */
export function PinPrompt({ purpose, submitLabel, onUnlock }: PinPromptProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [waitMs, setWaitMs] = useState(() => pinWaitMs());

  // The wait, second by second, from what is stored (another tab may have added to it).
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setWaitMs(pinWaitMs()), waitMs % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [waitMs]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    if (!pin) {
      setProblem('Enter the PIN.');
      input.current?.focus();
      return;
    }
    setChecking(true);
    const result = await tryPin(pin);
    setChecking(false);
    if (result.kind === 'right') {
      onUnlock();
      return;
    }
    setPin('');
    setProblem(result.kind === 'wrong' ? 'That PIN is not right.' : 'Wait before trying again.');
    setWaitMs(result.waitMs);
    input.current?.focus();
  }

  const problemId = `${id}-problem`;
  const waitId = `${id}-wait`;
  return (
    <form noValidate onSubmit={onSubmit} className={classes.prompt}>
      <label htmlFor={`${id}-pin`} className={classes.label}>
        Event PIN <span className={classes.purpose}>{purpose}</span>
      </label>
      <div className={classes.row}>
        <input
          ref={input}
          id={`${id}-pin`}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${problemId} ${waitId}`}
          className={classes.input}
        />
        <Button type="submit" size="md" disabled={checking}>
          {checking ? 'Checking...' : submitLabel}
        </Button>
      </div>
      <p id={problemId} role="alert" className={classes.problem}>
        {problem}
      </p>
      <p id={waitId} className={classes.wait}>
        {waitMs > 0 ? `Try again in ${secondsText(waitMs)}.` : ''}
      </p>
    </form>
  );
}
