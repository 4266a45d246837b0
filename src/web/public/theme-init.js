// Applies the stored theme before the first paint, so a dark-mode cook never sees a white flash.
// A file of its own (not inline) because the Content-Security-Policy allows only our own scripts.
(function () {
  try {
    var stored = localStorage.getItem('ui-theme');
    var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
    var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch {
    /* storage unavailable: the app applies the theme once it starts */
  }
})();
