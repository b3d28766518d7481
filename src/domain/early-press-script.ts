import { needsApp, pending } from './early-press.ts';

/**
 * The one script a pre-rendered page carries inline, first in its head: from before the first
 * paint it marks a press on a control the app has yet to take over (src/ui/early-press.ts), so
 * the press is carried out once the app has. A script file could not do it: it arrives a round
 * trip after the page, and before it runs a press leaves no trace (Safari does not even focus
 * a pressed button). The content security policy allows exactly this text, by its hash
 * (server/security-headers.ts).
 */
export const earlyPressScript = `document.addEventListener('click',function(e){var t=e.target instanceof Element&&e.target.closest('[${needsApp}]');if(t)t.setAttribute('${pending}','')},true)`;
