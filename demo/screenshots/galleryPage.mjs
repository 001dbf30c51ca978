// The gallery page (README.md beside this file), written by takeScreenshots.mjs from the pictures
// it has just taken: a table per view (light | dark, Arabic below for a few), then the views of
// src/router/viewNames.ts it has no picture of, each with why.

/** Views the demo cannot show a visitor, or only through steps the script does not take. */
export const NOT_PICTURED = {
  // In the list of names but not in this build (src/router/availableViews.ts).
  Send: 'not a view of this build: Account\'s Send opens WalletSend',
  Receive: 'not a view of this build: Account\'s Receive opens WalletReceive',
  OnRamp: 'not a view of this build: Account\'s Buy opens OnRampProviders',
};

function cell(name, mode, language, view) {
  const suffix = language === 'ar' ? '-ar' : '';
  const alt = `${view}, ${mode}${language === 'ar' ? ', Arabic' : ''}`;
  return `![${alt}](gallery/${name}-${mode}${suffix}.png)`;
}

/** The page's Markdown for `taken` ({ view, name, caption, modes, arabic }) and the router's `viewNames`. */
export function galleryPage({ taken, viewNames, notPictured = NOT_PICTURED }) {
  const lines = [
    '# What every view looks like',
    '',
    '<!-- Written by demo/screenshots/takeScreenshots.mjs (npm run screenshots): edit the script, not this page. -->',
    '',
    'Each picture is the modal as a visitor sees it on the demo page (`npm start`), on the local stack, taken by',
    '`npm run screenshots` at 1× scale: light and dark, and Arabic (right to left) for a few views. The name of each',
    'section is the view\'s name in `src/router/viewNames.ts` (the dialog\'s `data-view`).',
    '',
    '[Before pictures](#before-issue-25) of six views show how they looked before the review of issue 25.',
    '',
  ];
  const order = (view) => (viewNames.includes(view) ? viewNames.indexOf(view) : viewNames.length);
  for (const shot of [...taken].sort((a, b) => order(a.view) - order(b.view))) {
    lines.push(`## ${shot.view}`, '', shot.caption, '');
    lines.push(`| ${shot.modes.map((mode) => mode[0].toUpperCase() + mode.slice(1)).join(' | ')} |`);
    lines.push(`|${shot.modes.map(() => '---').join('|')}|`);
    lines.push(`| ${shot.modes.map((mode) => cell(shot.name, mode, 'en', shot.view)).join(' | ')} |`);
    if (shot.arabic) lines.push(`| ${shot.modes.map((mode) => cell(shot.name, mode, 'ar', shot.view)).join(' | ')} |`);
    lines.push('');
  }
  const pictured = new Set(taken.map((shot) => shot.view));
  const missing = viewNames.filter((view) => !pictured.has(view));
  if (missing.length) {
    lines.push('## Not pictured', '');
    for (const view of missing) lines.push(`- **${view}**: ${notPictured[view] ?? 'no picture yet, and no reason given'}.`);
    lines.push('');
  }
  lines.push(
    '## Before issue 25',
    '',
    'The same script run against the demo as it was before issue 25\'s review (commit d13fced), light only:',
    'what the review started from.',
    '',
    '| Connect | Account | Send |',
    '|---|---|---|',
    '| ![Connect, before](before/Connect.png) | ![Account, before](before/Account.png) | ![Send, before](before/WalletSend.png) |',
    '',
    '| Swap | Buy | Activity |',
    '|---|---|---|',
    '| ![Swap, before](before/Swap.png) | ![Buy, before](before/OnRampProviders.png) | ![Activity, before](before/Activity.png) |',
    '',
  );
  return lines.join('\n');
}
