/**
 * The one script a pre-rendered page carries inline, first in its head. From before the first
 * paint it marks a click on a control the app has yet to hydrate, so the click is carried out
 * once the app has: a script file could not, it arrives a round trip after the page, and before
 * it runs a click leaves no trace (Safari does not even focus a clicked button). It keeps the
 * header readable over a scrolled page, makes room for the event bar in event mode, and starts
 * the app after the first paint.
 *
 * The build compiles this entry into one classic script and the pre-rendering inlines its text
 * (tools/prerender/page-start-script.ts); the server's content security policy allows exactly
 * that text, by its hash (server/security-headers.ts). It runs on load, as an entry does.
 */
import { keepHeaderReadable } from './keep-header-readable.ts';
import { markEarlyClick } from './mark-early-click.ts';
import { reserveEventBar } from './reserve-event-bar.ts';
import { startAppAfterPaint } from './start-app-after-paint.ts';

// In the capture phase: a control's own handler stopping the click cannot hide it.
document.addEventListener('click', markEarlyClick, true);
// A scroll event cannot be cancelled: the listener never holds up scrolling.
addEventListener('scroll', keepHeaderReadable);
document.addEventListener('DOMContentLoaded', startAppAfterPaint);
reserveEventBar();
