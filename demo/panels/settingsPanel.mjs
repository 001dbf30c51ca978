// Panel (d): what a host chooses, applied live through the public API a host page uses (the
// element's attributes and `WalletModal.createWalletModal`), and the embed snippet for it.
// The settings live in the page's query (?theme=dark&lang=ja&siwx=1&phone=1), so a reload or a
// shared link keeps them, and the phone frame (this page at a phone's width) gets the same ones.

export const LANGUAGES = [
  ['', 'Browser default'],
  ['en', 'English'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['it', 'Italiano'],
  ['pt-BR', 'Português (Brasil)'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['zh-CN', '简体中文'],
  ['ru', 'Русский'],
  ['tr', 'Türkçe'],
  ['ar', 'العربية'],
  ['hi', 'हिन्दी'],
];
const THEMES = ['system', 'light', 'dark'];
export const SIWX_OPTIONS = { statement: 'Sign in to the wallet-modal demo' };

/** The settings in a query string, unknown values replaced by the defaults. */
export function readSettings(search) {
  const query = new URLSearchParams(search);
  const theme = THEMES.includes(query.get('theme')) ? query.get('theme') : 'system';
  const lang = LANGUAGES.some(([tag]) => tag === query.get('lang')) ? query.get('lang') : '';
  return { theme, lang, siwx: query.get('siwx') === '1', phone: query.get('phone') === '1' };
}

function toQuery(settings) {
  const query = new URLSearchParams();
  if (settings.theme !== 'system') query.set('theme', settings.theme);
  if (settings.lang) query.set('lang', settings.lang);
  if (settings.siwx) query.set('siwx', '1');
  if (settings.phone) query.set('phone', '1');
  return query;
}

/** The lines a host pastes for these settings: the script, the elements, and the sign-in option. */
export function embedSnippet(settings, { projectId, networks }) {
  const attributes = [`project-id="${projectId}"`, `networks="${networks}"`];
  if (settings.theme !== 'system') attributes.push(`theme-mode="${settings.theme}"`);
  if (settings.lang) attributes.push(`language="${settings.lang}"`);
  const lines = [
    // As README.md's "Add it to a page": the file copied to the host's server, its locales/ beside it.
    '<script src="/vendor/wallet-modal.umd.js"></script> <!-- dist/wallet-modal.umd.js, copied with dist/locales/ -->',
    '',
    '<wallet-button></wallet-button>',
    `<wallet-modal ${attributes.join(' ')}></wallet-modal>`,
  ];
  if (settings.siwx) {
    lines.push(
      '',
      '<script type="module">',
      `  WalletModal.createWalletModal({ siwx: { statement: '${SIWX_OPTIONS.statement}' } });`,
      "  document.querySelector('wallet-modal').addEventListener('sign-in', (e) => console.log('signed in', e.detail.address));",
      '</script>',
    );
  }
  return lines.join('\n');
}

export function startSettingsPanel({ modal, root = document, inPhoneFrame = false }) {
  const $ = (selector) => root.querySelector(selector);
  const form = $('#settings');
  const snippet = $('#embed-snippet');
  const copyButton = $('#copy-snippet');
  const copyStatus = $('#copy-status');
  const phoneBox = $('#phone-box');
  const phoneFrame = $('#phone-frame');
  const languageSelect = $('#setting-language');
  languageSelect.replaceChildren(
    ...LANGUAGES.map(([tag, name]) => Object.assign(document.createElement('option'), { value: tag, textContent: tag ? `${name} (${tag})` : name })),
  );
  // Inside the phone frame the page is the phone: no frame in the frame.
  if (inPhoneFrame) $('#setting-phone-row').hidden = true;

  let settings = readSettings(location.search);
  const projectId = modal.getAttribute('project-id');
  const networks = modal.getAttribute('networks');

  function show() {
    for (const radio of form.querySelectorAll('input[name="theme"]')) radio.checked = radio.value === settings.theme;
    languageSelect.value = settings.lang;
    $('#setting-siwx').checked = settings.siwx;
    $('#setting-phone').checked = settings.phone;
  }

  function apply(previous) {
    // As a host would: the attributes (removing one resets it to the default) and the option.
    if (settings.theme === 'system') modal.removeAttribute('theme-mode');
    else modal.setAttribute('theme-mode', settings.theme);
    if (settings.lang) modal.setAttribute('language', settings.lang);
    else modal.removeAttribute('language');
    if (!previous || previous.siwx !== settings.siwx) {
      WalletModal.createWalletModal({ siwx: settings.siwx ? SIWX_OPTIONS : undefined });
    }
    snippet.textContent = embedSnippet(settings, { projectId, networks });
    copyStatus.textContent = '';
    const query = toQuery(settings);
    if (!inPhoneFrame) history.replaceState(null, '', `${location.pathname}${query.size ? `?${query}` : ''}${location.hash}`);
    if (!inPhoneFrame) {
      phoneBox.hidden = !settings.phone;
      const frameQuery = toQuery({ ...settings, phone: false });
      frameQuery.set('frame', 'phone');
      const src = `${location.pathname}?${frameQuery}`;
      if (settings.phone && phoneFrame.getAttribute('src') !== src) phoneFrame.setAttribute('src', src);
      if (!settings.phone) phoneFrame.removeAttribute('src');
    }
  }

  form.addEventListener('change', () => {
    const previous = settings;
    settings = {
      theme: form.querySelector('input[name="theme"]:checked')?.value ?? 'system',
      lang: languageSelect.value,
      siwx: $('#setting-siwx').checked,
      phone: $('#setting-phone').checked,
    };
    apply(previous);
  });
  copyButton.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(snippet.textContent);
      copyStatus.textContent = 'Copied.';
    } catch {
      // No clipboard (an insecure origin, or permission refused): select it for Ctrl-C.
      getSelection().selectAllChildren(snippet);
      copyStatus.textContent = 'Selected: press Ctrl-C (⌘-C) to copy.';
    }
  });

  show();
  apply(undefined);
}
