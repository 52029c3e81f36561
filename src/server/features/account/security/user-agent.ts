/** Browser and system of a session, said simply ("Chrome", "Windows"), from its User-Agent header. */
export function describeUserAgent(agent: string | null): { browser: string; os: string } {
  const ua = agent ?? '';
  return { browser: browserOf(ua), os: osOf(ua) };
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/HeadlessChrome\//, 'Chrome (headless)'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const browserOf = (ua: string) => browsers.find(([re]) => re.test(ua))?.[1] ?? 'Unknown browser';
const osOf = (ua: string) => systems.find(([re]) => re.test(ua))?.[1] ?? 'Unknown system';
