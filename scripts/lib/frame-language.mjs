/**
 * The one inline script of a prerendered page (docs/performance.md, "Prerendered frames"): in the
 * head, before anything paints, it sets `<html lang dir>` to the visitor's stored language
 * (shell/src/lib/i18n/setup.ts keeps it under `portal.language`), which displays that language's frame.
 * The shell's Content-Security-Policy allows exactly this script by its hash (lib/cdn-headers.mjs), so
 * no other inline script can run.
 */
import { createHash } from 'node:crypto';

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/**
 * Also: once the document is parsed, the frame of the language not displayed is removed.
 * And: a prerendered form looks ready before the app is, and a browser submits a form without
 * handler natively, as a GET of its fields (a password in the address). Until the app has taken over
 * (`__portalReady`, shell/src/app/prerenderedFrame.ts) a submission of a form without `action` is
 * held and handed to the app when it is ready; the app's own forms never submit natively either.
 */
export const FRAME_LANGUAGE_SCRIPT = [
  `try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})==="ar"){var h=document.documentElement;h.lang="ar";h.dir="rtl"}}catch(e){}`,
  // When the document is parsed (before the app's module runs) the other language's frame goes: until
  // then a lookup by test id or label would find the hidden frame's twin (main.tsx removes it too).
  'document.addEventListener("readystatechange",function(){if(document.readyState==="interactive"){var l=document.documentElement.lang==="ar"?"ar":"en";document.querySelectorAll("[data-frame]").forEach(function(f){if(f.getAttribute("data-frame")!==l)f.remove()})}});',
  'document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&!f.hasAttribute("action")){e.preventDefault();if(!window.__portalReady)window.__portalHeldSubmit=f}},true);',
].join('');

/** The CSP source that allows it: `'sha256-…'` of its exact text. */
export const FRAME_LANGUAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FRAME_LANGUAGE_SCRIPT).digest('base64')}'`;
