import { deferredWidget, needsApp, pending } from './early-click.ts';
import { appAssetsId } from './page-document.ts';
import { headerSolidPastPx, siteHeaderId } from './site-header.ts';

/**
 * Marks a click on a control the app has yet to hydrate (src/ui/early-click.ts), or on a
 * button of a widget whose code has yet to arrive (src/ui/deferred.tsx).
 */
const markEarlyClick = `document.addEventListener('click',function(e){var t=e.target instanceof Element&&(e.target.closest('[${needsApp}]')||e.target.closest('[${deferredWidget}] button'));if(t)t.setAttribute('${pending}','')},true)`;

/**
 * Renders the header white as the page scrolls, before the app has started (it does so itself
 * from then on): a transparent header over the page's text would make both unreadable.
 */
const markScrolled = `addEventListener('scroll',function f(){var d=document;if(d.documentElement.dataset.appReady==='true')return removeEventListener('scroll',f);var h=d.getElementById('${siteHeaderId}');if(h)scrollY>${headerSolidPastPx}?h.setAttribute('data-scrolled','true'):h.removeAttribute('data-scrolled')},{passive:true})`;

/**
 * Starts the app once the page's main pictures are decoded and a frame has shown them (or after
 * 3 s): the start-up module and the web app manifest are only asked for then. Until the first
 * paint is on screen, the page's own text and pictures have the connection to themselves: the
 * manifest (and the icon the browser fetches after it) and a script requested with the page
 * would take two of a browser's six connections to a site, and their round trips would come
 * before the main picture's on a slow network.
 */
const startAfterPaint = `document.addEventListener('DOMContentLoaded',function(){var d=document,a;try{a=JSON.parse(d.getElementById('${appAssetsId}').textContent)}catch(x){return}var p=[].map.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return i.decode?i.decode().catch(function(){}):0});Promise.race([Promise.all(p),new Promise(function(r){setTimeout(r,3000)})]).then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){if(a.manifest){var l=d.createElement('link');l.rel='manifest';l.href=a.manifest;d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=a.boot;d.head.appendChild(s)})})})})`;

/**
 * The one script a pre-rendered page carries inline, first in its head. From before the first
 * paint it marks a click on a control the app has yet to hydrate, so the click is carried
 * out once the app has: a script file could not, it arrives a round trip after the page, and
 * before it runs a click leaves no trace (Safari does not even focus a clicked button). It
 * keeps the header readable over a scrolled page, and starts the app after the first paint.
 * The content security policy allows exactly this text, by its hash
 * (server/security-headers.ts).
 */
export const pageStartScript = `${markEarlyClick};${markScrolled};${startAfterPaint}`;
