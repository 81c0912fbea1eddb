// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dropFrameGlobalStyles, liftWaitingControls } from './prerenderedFrame.ts';

const styleTag = (name: string) => {
  const style = document.createElement('style');
  style.dataset.emotion = name;
  document.head.append(style);
  return style;
};

describe('dropFrameGlobalStyles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("removes the frame's global styles the app did not adopt, and keeps the ones it did and the class rules", () => {
    // The light theme's body colours, prerendered and left over under a dark-mode client's app.
    const stale = styleTag('mui-global 1a2b3c');
    const staleRtl = styleTag('mui-rtl-global 4d5e6f');
    // Adopted by emotion's Global (renamed to its bare key), and a tag of class rules.
    const adopted = styleTag('mui-global');
    const classes = styleTag('mui 7g8h9i');
    dropFrameGlobalStyles();
    expect([stale, staleRtl, adopted, classes].map((s) => s.isConnected)).toEqual([false, false, true, true]);
  });
});

describe('liftWaitingControls', () => {
  it("enables the frame's waiting controls but not those of a sample's dashboard, which the app replaces", () => {
    document.body.innerHTML = `<div id="root">
      <button data-frame-waiting disabled>Sign in</button>
      <div data-sample-dashboard><button role="tab" data-frame-waiting disabled>Conversations</button></div>
    </div>`;
    liftWaitingControls(document, null);
    const [frame, tab] = [...document.querySelectorAll('button')];
    expect([frame?.disabled, tab?.disabled]).toEqual([false, true]);
  });
});
