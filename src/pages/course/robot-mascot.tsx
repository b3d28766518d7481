import { useId, useState } from 'react';
import classes from './robot-mascot.module.css';

interface RobotMascotProps {
  name: string;
  greeting: string;
}

/**
 * The robotics lab's robot: it bobs and blinks as the page opens, and waves to whoever points at
 * it, focuses it with the keyboard or taps it, then rests. Motion stops for visitors who prefer
 * reduced motion.
 */
export function RobotMascot({ name, greeting }: RobotMascotProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const greetingId = useId();
  const greetingShown = hovered || focused || tapped;

  return (
    <div className={classes.mascot} data-greeting={greetingShown || undefined}>
      <p id={greetingId} className={classes.bubble} aria-live="polite">
        {greetingShown ? greeting : ''}
      </p>
      <button
        type="button"
        className={classes.button}
        aria-label={`Say hello to ${name}`}
        aria-describedby={greetingId}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setTapped(false);
        }}
        onClick={() => setTapped((shown) => !shown)}
      >
        <svg
          className={classes.robot}
          viewBox="0 0 120 150"
          width="120"
          height="150"
          aria-hidden="true"
          focusable="false"
        >
          <g className={classes.body}>
            <line x1="60" y1="8" x2="60" y2="24" stroke="#1e3a8a" strokeWidth="4" />
            <circle className={classes.light} cx="60" cy="8" r="6" fill="#fc9c1a" />
            <rect x="22" y="24" width="76" height="56" rx="16" fill="#1e3a8a" />
            <rect x="30" y="34" width="60" height="36" rx="10" fill="#eef3ff" />
            <g className={classes.eyes}>
              <circle cx="47" cy="50" r="6" fill="#152c6b" />
              <circle cx="73" cy="50" r="6" fill="#152c6b" />
            </g>
            <path
              d="M50 61 q10 7 20 0"
              fill="none"
              stroke="#152c6b"
              strokeWidth="3"
              strokeLinecap="round"
            />
            <rect x="14" y="42" width="8" height="20" rx="4" fill="#6789d4" />
            <rect x="98" y="42" width="8" height="20" rx="4" fill="#6789d4" />
            <rect x="52" y="80" width="16" height="8" fill="#325db5" />
            <rect x="30" y="88" width="60" height="44" rx="12" fill="#325db5" />
            <circle cx="60" cy="108" r="8" fill="#fc9c1a" />
            <circle cx="60" cy="108" r="3.5" fill="#fff5e1" />
            <rect x="22" y="92" width="8" height="28" rx="4" fill="#1e3a8a" />
            <g className={classes.arm}>
              <rect x="90" y="92" width="8" height="28" rx="4" fill="#1e3a8a" />
              <circle cx="94" cy="122" r="6" fill="#fc9c1a" />
            </g>
            <rect x="38" y="132" width="14" height="12" rx="3" fill="#1e3a8a" />
            <rect x="68" y="132" width="14" height="12" rx="3" fill="#1e3a8a" />
          </g>
        </svg>
      </button>
    </div>
  );
}
