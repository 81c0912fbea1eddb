// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { policyForRuntimeConfig } from '../../../scripts/lib/cdn-headers.mjs';
import {
  FRAME_LANGUAGE_SCRIPT,
  FRAME_LANGUAGE_SCRIPT_HASH,
  LANGUAGE_STORAGE_KEY,
} from '../../../scripts/lib/frame-language.mjs';
import {
  endFrameCover,
  SIGNED_IN_FRAME_ATTRIBUTE,
  takePrerenderedFrame,
  WAITING_ATTRIBUTE,
} from '../app/prerenderedFrame.ts';
import { takePrerenderedDashboard } from '../features/workflows/sampleDashboard.ts';
import { LANGUAGE_STORAGE_KEY as APP_LANGUAGE_KEY } from '../lib/i18n/setup.ts';
import {
  composePage,
  FRAME_NOTICES,
  type Frame,
  markControlsWaiting,
  ROOT_ELEMENT,
  withoutTestIds,
} from './page.ts';

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><title>t</title></head><body>${ROOT_ELEMENT}<script type="module" src="/assets/index-x.js"></script></body></html>`;

const FRAMES: Frame[] = [
  {
    language: 'en',
    direction: 'ltr',
    html: '<h1 class="mui-a">Sign in</h1><p>$&amp; costs $1</p>',
    styles: '<style data-emotion="mui a">.mui-a{margin-left:1px}</style>',
  },
  {
    language: 'ar',
    direction: 'rtl',
    html: '<h1 class="mui-rtl-b">تسجيل الدخول</h1>',
    styles: '<style data-emotion="mui-rtl b">.mui-rtl-b{margin-right:1px}</style>',
  },
];

function load(html: string) {
  document.documentElement.innerHTML = html.replace(/^<!doctype html><html[^>]*>|<\/html>$/g, '');
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

describe('composePage', () => {
  const page = composePage(TEMPLATE, '/login', FRAMES, FRAME_LANGUAGE_SCRIPT);

  it('puts both frames where #root was, the first as #root, each with its language and direction', () => {
    load(page);
    const frames = [...document.querySelectorAll<HTMLElement>('[data-frame]')];
    expect(frames.map((frame) => [frame.id, frame.lang, frame.dir, frame.dataset.route])).toEqual([
      ['root', 'en', 'ltr', '/login'],
      ['', 'ar', 'rtl', '/login'],
    ]);
    // Markup is copied as it is: `$&` and `$1` are not replacement patterns.
    expect(frames[0]?.innerHTML).toBe(FRAMES[0]?.html);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('puts the language script first in the head, then the styles of both frames', () => {
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head.indexOf(`<script>${FRAME_LANGUAGE_SCRIPT}</script>`)).toBeGreaterThan(0);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('data-emotion="mui a"'));
    expect(head).toContain('data-emotion="mui-rtl b"');
  });

  it('says in both languages what a visitor without JavaScript and one with a stalled load see', () => {
    load(page);
    const noScript = page.slice(page.indexOf('<noscript>'), page.indexOf('</noscript>'));
    for (const language of ['en', 'ar'] as const) {
      expect(noScript).toContain(FRAME_NOTICES[language].noScript);
      expect(document.querySelector('.frame-stalled')?.textContent).toContain(
        FRAME_NOTICES[language].stalled,
      );
    }
  });

  it('refuses a template without a root or a head, and a page without frames', () => {
    expect(() => composePage('<html><head></head><body></body></html>', '/x', FRAMES, '')).toThrow(/root/);
    expect(() => composePage(ROOT_ELEMENT, '/x', FRAMES, '')).toThrow(/head/);
    expect(() => composePage(TEMPLATE, '/x', [], '')).toThrow(/no frame/);
  });
});

describe('markControlsWaiting', () => {
  it("disables every form control the app draws enabled, marked as the frame's, and leaves the rest", () => {
    const html = [
      '<form><input type="email" id="en-:r1:" value=""/><input type="checkbox" checked=""/>',
      '<button type="submit" class="b">Sign in</button><button disabled="" type="button">Busy</button>',
      '<select><option>x</option></select><textarea title="a&gt;b"></textarea>',
      '<a href="/signup">Sign up</a><buttonish></buttonish></form>',
    ].join('');
    document.body.innerHTML = markControlsWaiting(html);
    const waiting = [...document.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)];
    expect(waiting.map((node) => node.tagName.toLowerCase())).toEqual([
      'input',
      'input',
      'button',
      'select',
      'textarea',
    ]);
    expect(waiting.every((node) => node.hasAttribute('disabled'))).toBe(true);
    // Their own attributes are kept; the app's disabled button is not marked (it stays disabled).
    expect(document.querySelector('input')?.id).toBe('en-:r1:');
    expect(document.querySelector('textarea')?.title).toBe('a>b');
    expect(document.querySelector('button[type="button"]')?.hasAttribute(WAITING_ATTRIBUTE)).toBe(false);
    expect(document.querySelectorAll('a[disabled], buttonish[disabled]')).toHaveLength(0);
  });

  it('is applied to both frames of a page', () => {
    const page = composePage(
      TEMPLATE,
      '/login',
      FRAMES.map((frame) => ({ ...frame, html: `${frame.html}<button>x</button>` })),
      '',
    );
    expect(page.match(new RegExp(`<button disabled="" ${WAITING_ATTRIBUTE}="">`, 'g'))).toHaveLength(2);
  });
});

describe('the language script', () => {
  const run = () => new Function(FRAME_LANGUAGE_SCRIPT)();

  it('reads the key the app stores the language under', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(APP_LANGUAGE_KEY);
  });

  it('turns the page to Arabic, right to left, when Arabic is stored, and leaves it otherwise', () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    run();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    run();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });

  it('is the one inline script the CSP allows, by its hash', () => {
    const policy = policyForRuntimeConfig({ SUPABASE_URL: 'https://x.supabase.co', REMOTES: {} });
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' ${FRAME_LANGUAGE_SCRIPT_HASH}`);
    expect(FRAME_LANGUAGE_SCRIPT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });
});

describe('takePrerenderedFrame', () => {
  const page = composePage(TEMPLATE, '/login', FRAMES, FRAME_LANGUAGE_SCRIPT);

  it("keeps the visitor's frame as a plain #root and removes the other and the stalled notice", () => {
    load(page);
    window.history.replaceState(null, '', '/login/');
    const frame = takePrerenderedFrame('ar');
    expect(frame?.id).toBe('root');
    expect(frame?.textContent).toBe('تسجيل الدخول');
    expect(frame?.getAttributeNames()).toEqual(['id']);
    expect(document.querySelectorAll('[data-frame], .frame-stalled')).toHaveLength(0);
  });

  it('gives no frame on another address (the SPA fallback) and leaves an empty #root', () => {
    load(page);
    window.history.replaceState(null, '', '/signup');
    expect(takePrerenderedFrame('en')).toBeNull();
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    expect(document.querySelectorAll('[data-frame]')).toHaveLength(0);
  });
});

describe('a sample page', () => {
  const dashboard = '<div data-testid="workflow-dashboard"><!--$--><p class="mui-k">118</p><!--/$--></div>';
  const page = composePage(
    TEMPLATE,
    '/sample-lead-generation',
    FRAMES.map((frame) => ({
      ...frame,
      html: `${frame.html}<div data-sample-dashboard="">${dashboard}</div>`,
    })),
    FRAME_LANGUAGE_SCRIPT,
  );

  it("gives the app the visitor's frame's dashboard as the HTML has it, once: a later sample is the app's", () => {
    load(page);
    window.history.replaceState(null, '', '/sample-lead-generation');
    takePrerenderedFrame('ar');
    // The markup is read back unchanged (React's boundary comments included), from the chosen frame:
    // the app renders it as it is, and hydration keeps it.
    expect(takePrerenderedDashboard()).toBe(markControlsWaiting(dashboard));
    expect(takePrerenderedDashboard()).toBeUndefined();
  });
});

describe('a signed-in page', () => {
  const SIGNED_IN: Frame[] = [
    {
      language: 'en',
      direction: 'ltr',
      html: '<header><button data-testid="user-menu-button">x</button></header><h1 data-testid="title">Dashboard</h1>',
      styles: '',
      signedIn: true,
    },
    {
      language: 'ar',
      direction: 'rtl',
      html: '<header><button data-testid="user-menu-button">x</button></header><h1 data-testid="title">لوحة التحكم</h1>',
      styles: '',
      signedIn: true,
    },
  ];
  const page = composePage(TEMPLATE, '/dashboard', SIGNED_IN, FRAME_LANGUAGE_SCRIPT);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("marks both frames as signed-in ones, controls waiting and no test ids (the app's would meet them)", () => {
    load(page);
    const frames = [...document.querySelectorAll<HTMLElement>('[data-frame]')];
    expect(frames.map((frame) => frame.hasAttribute(SIGNED_IN_FRAME_ATTRIBUTE))).toEqual([true, true]);
    expect(document.querySelectorAll('[data-testid]')).toHaveLength(0);
    expect(document.querySelectorAll(`button[disabled][${WAITING_ATTRIBUTE}]`)).toHaveLength(2);
    // A public page's frame keeps its test ids (it is hydrated, they are the app's).
    expect(composePage(TEMPLATE, '/login', FRAMES, '')).not.toContain(SIGNED_IN_FRAME_ATTRIBUTE);
    expect(withoutTestIds('<p data-testid="a" title="b">c</p>')).toBe('<p title="b">c</p>');
  });

  it("stays shown, never the app's root, until the app draws a page, then the page takes its place", async () => {
    load(page);
    window.history.replaceState(null, '', '/dashboard');
    expect(takePrerenderedFrame('ar')).toBeNull();
    const frame = document.querySelector<HTMLElement>(`[${SIGNED_IN_FRAME_ATTRIBUTE}]`);
    const root = document.getElementById('root');
    expect(frame?.textContent).toContain('لوحة التحكم');
    expect(frame?.id).toBe('');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(root?.style.visibility).toBe('hidden');
    // The app's first commits: its loaders, which the visitor does not see.
    root?.replaceChildren(Object.assign(document.createElement('div'), { textContent: 'Checking' }));
    await tick();
    expect([frame?.isConnected, root?.style.visibility]).toEqual([true, 'hidden']);
    // The page drawn, its header's account corner still empty (its code on the way): still the frame.
    const header = document.createElement('header');
    root?.replaceChildren(header, Object.assign(document.createElement('main'), { id: 'main' }));
    await tick();
    expect([frame?.isConnected, root?.style.visibility]).toEqual([true, 'hidden']);
    // The commit that draws the account corner too: the page takes the frame's place.
    const account = document.createElement('button');
    account.setAttribute('data-testid', 'user-menu-button');
    header.append(account);
    await tick();
    expect(frame?.isConnected).toBe(false);
    expect(root?.getAttribute('style')).toBeNull();
  });

  it("gives way to a visitor's page (sign-up link in the header) and to a screen without a header", async () => {
    for (const drawn of [
      '<header><a href="/signup">Sign up</a></header><main id="main"></main>',
      '<main id="main"></main>',
    ]) {
      load(page);
      window.history.replaceState(null, '', '/dashboard');
      takePrerenderedFrame('en');
      const root = document.getElementById('root');
      if (root) root.innerHTML = drawn;
      await tick();
      expect(document.querySelector(`[${SIGNED_IN_FRAME_ATTRIBUTE}]`)).toBeNull();
    }
  });

  it("covers a workflow's live page at its own address only, not its sample's nor a deeper one", () => {
    const live = composePage(TEMPLATE, '/lead-generation', SIGNED_IN, FRAME_LANGUAGE_SCRIPT);
    for (const [address, covered] of [
      ['/lead-generation', true],
      ['/lead-generation/', true],
      ['/sample-lead-generation', false],
      ['/lead-generation/extra', false],
    ] as const) {
      load(live);
      window.history.replaceState(null, '', address);
      expect(takePrerenderedFrame('en')).toBeNull();
      const frame = document.querySelector(`[${SIGNED_IN_FRAME_ATTRIBUTE}]`);
      expect([address, frame !== null]).toEqual([address, covered]);
      expect(document.getElementById('root')?.style.visibility).toBe(covered ? 'hidden' : '');
      endFrameCover();
    }
  });

  it('gives way at once when the app draws what a light frame cannot match (the dark theme)', () => {
    load(page);
    window.history.replaceState(null, '', '/dashboard');
    takePrerenderedFrame('en');
    endFrameCover();
    expect(document.querySelector(`[${SIGNED_IN_FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(document.getElementById('root')?.getAttribute('style')).toBeNull();
  });
});
