/** Where the chosen theme ('light' | 'dark'; absent: follow the system) is kept in the browser. */
export const THEME_STORAGE_KEY = 'theme';

/** The id of the JSON element naming a prerendered page's entry script and the modules to preload with it. */
export const APP_ENTRY_ID = 'app-entry';
export type AppEntry = { entry: string; preload: string[] };

/**
 * Run inline at the top of <head>, before the first paint. It sets the visitor's theme, so a prerendered page is
 * drawn in it at once. On a prerendered page it then starts the app's code once the page has painted: the
 * drawn page needs no script to be seen, so the code takes nothing from the first paint and the two do not
 * compete. Each preload is added in a task of its own: starting a fetch costs a millisecond or more, and forty
 * in one task would make one long task of it. The server allows exactly this text in its content security policy,
 * by hash.
 */
export const bootScript = [
  `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');document.documentElement.classList.toggle('dark',t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches))}catch(e){}`,
  `document.addEventListener('DOMContentLoaded',function(){var e=document.getElementById('${APP_ENTRY_ID}');if(!e)return;var a=JSON.parse(e.textContent);`,
  `requestAnimationFrame(function(){setTimeout(function(){a.preload.forEach(function(h){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)})});`,
  `var s=document.createElement('script');s.type='module';s.src=a.entry;document.head.append(s)})})})`,
].join('');
