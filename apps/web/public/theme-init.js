/* global document, matchMedia */
// Runs before first paint (a blocking, external script: the CSP forbids inline ones) so a dark
// theme never flashes light. Mirrors src/lib/theme.ts: stored 'light' | 'dark', else the system.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    // Storage can be disabled; fall back to the system preference.
  }
  const dark =
    stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
