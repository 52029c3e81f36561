import type { PageColours } from './page-colours';

/**
 * The page's whole stylesheet, written inline (no request before the first paint): system fonts, one column on a
 * phone, the grid from 40rem. Colours come in as custom properties, each already checked to be `#rrggbb`.
 */
export function pageStyles(c: PageColours): string {
  const vars = [
    `--accent:${c.accentSurface.background}`,
    `--accent-ink:${c.accentSurface.ink}`,
    `--accent-text:${c.accentText}`,
    `--second:${c.secondarySurface.background}`,
    `--second-ink:${c.secondarySurface.ink}`,
  ].join(';');
  return `:root{${vars}}
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;background:#fff}
a{color:var(--accent-text)}
img{max-width:100%;height:auto}
h1,h2,h3{line-height:1.25;margin:0 0 .5rem;color:#111827}
.wrap{max-width:68rem;margin:0 auto;padding:0 1.25rem}
.skip{position:absolute;left:-999px;top:0;background:#fff;color:#111827;padding:.5rem 1rem;z-index:2}
.skip:focus{left:1rem}
.top{background:var(--second);color:var(--second-ink)}
.top a,.top h1,.top p{color:var(--second-ink)}
.brand{display:flex;align-items:center;gap:.75rem;padding:1rem 0;font-weight:600}
.brand img{border-radius:.5rem;object-fit:contain;background:#fff}
.brand .call{margin-left:auto;white-space:nowrap}
.intro{padding:1.5rem 0 2.5rem}
.intro h1{font-size:clamp(1.75rem,6vw,2.75rem)}
.intro p{margin:0;max-width:44rem;font-size:1.125rem;opacity:.95}
.hero{background:var(--accent);color:var(--accent-ink);padding:2.5rem 0}
.hero h2{color:var(--accent-ink);font-size:clamp(1.4rem,4.5vw,2rem)}
.hero p{margin:0 0 1.25rem;max-width:40rem}
.btn{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none;border:2px solid transparent;font-size:1rem;cursor:pointer;min-height:44px}
.hero .btn{background:#fff;color:#111827;margin:0 .5rem .5rem 0}
.hero .btn.alt{background:transparent;color:var(--accent-ink);border-color:var(--accent-ink)}
section.block{padding:3rem 0}
section.block+section.block{content-visibility:auto;contain-intrinsic-size:auto 40rem}
section.alt{background:#f8fafc}
.lead-in{margin:0 0 1.5rem;color:#4b5563}
.grid{display:grid;gap:1rem;grid-template-columns:1fr;list-style:none;margin:0;padding:0}
.card{border:1px solid #e5e7eb;border-top:4px solid var(--accent-text);border-radius:.75rem;padding:1.25rem;background:#fff}
.card h3{font-size:1.125rem}
.card p{margin:0 0 .5rem;color:#4b5563}
.rate{font-weight:600;color:#111827}
.reasons .card{border-top-color:var(--second)}
.contact{display:grid;gap:2rem}
.facts{list-style:none;margin:0;padding:0}
.facts li{margin:0 0 .75rem}
.facts strong{display:block;font-size:.875rem;color:#4b5563}
form{display:grid;gap:1rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,select,textarea{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;color:#111827;min-height:44px}
input:focus,select:focus,textarea:focus,.btn:focus-visible,a:focus-visible{outline:3px solid var(--accent-text);outline-offset:2px}
[aria-invalid="true"]{border-color:#b91c1c}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.note{margin:0;font-size:.875rem;color:#4b5563}
.submit{background:var(--accent);color:var(--accent-ink);justify-self:start}
.submit[disabled]{opacity:.7;cursor:progress}
.notice{margin:0;padding:.75rem 1rem;border-radius:.5rem}
.notice:empty{display:none}
.notice.ok{background:#ecfdf5;color:#065f46;border:1px solid #6ee7b7}
.notice.err{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5}
.notice strong{display:block}
footer{background:#111827;color:#d1d5db;padding:1.5rem 0;font-size:.875rem}
footer a{color:#fff}
.missing{padding:5rem 1.25rem;min-height:70vh;text-align:center}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.product img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;margin-bottom:.75rem}
.product .btn{margin-top:.25rem}
.sold{font-weight:600;color:#991b1b}
.shop{display:grid;gap:1.5rem;align-items:start}
.cart{display:grid;gap:.75rem;align-content:start;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem}
.cart form{padding:0;border:0}
.cart ul{list-style:none;margin:0;padding:0}
.cart li{display:grid;grid-template-columns:1fr 5rem auto;gap:.5rem;align-items:center;padding:.5rem 0;border-bottom:1px solid #e5e7eb}
.cart li span{grid-column:1/-1}
.link{background:none;border:0;padding:.5rem;color:var(--accent-text);text-decoration:underline;cursor:pointer;font:inherit;min-height:44px}
fieldset{border:1px solid #e5e7eb;border-radius:.5rem;margin:0;padding:1rem;display:grid;gap:1rem}
legend{font-weight:600;padding:0 .25rem}
.slots{grid-template-columns:repeat(auto-fill,minmax(7rem,1fr))}
.slots legend,.slots p{grid-column:1/-1}
.slots label{display:flex;gap:.5rem;align-items:center;font-weight:400;border:1px solid #6b7280;border-radius:.5rem;padding:.5rem;margin:0}
.slots input{width:auto;min-height:0}
.field-err{margin:.25rem 0 0;color:#991b1b;font-size:.875rem}
.field-err:empty{display:none}
.receipt:focus{outline:3px solid var(--accent-text)}
.pair{display:grid;gap:1rem}
@media (min-width:40rem){.grid{grid-template-columns:repeat(2,1fr)}.contact{grid-template-columns:1fr 1.4fr}.pair{grid-template-columns:1fr 1fr}}
@media (min-width:56rem){.shop{grid-template-columns:1fr 20rem}.shop .grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:64rem){.grid{grid-template-columns:repeat(3,1fr)}}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}`;
}
