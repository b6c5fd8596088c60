import { describe, expect, it } from 'vitest';
import { inlineScriptBrotli, inlineScripts } from './js-size';

const page = [
  '<script>(()=>{var e=async t=>{await(await t())()};customElements.define("astro-island",class{})})();</script>',
  '<script type="module">import"/_astro/page.js";</script>',
  '<script type="text/javascript">window.a=1</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script type="application/json" id="props">{"a":1}</script>',
  '<script src="/_astro/x.js"></script>',
  '<script type=module>window.b=2</script>',
].join('\n');

describe('inlineScripts', () => {
  it('counts classic and module inline scripts, not data blocks or scripts with a src', () => {
    expect(inlineScripts(page)).toEqual([
      '(()=>{var e=async t=>{await(await t())()};customElements.define("astro-island",class{})})();',
      'import"/_astro/page.js";',
      'window.a=1',
      'window.b=2',
    ]);
  });

  it('weighs the classic island loader too', () => {
    const modulesOnly = '<script type="module">import"/_astro/page.js";</script>';
    expect(inlineScriptBrotli(page)).toBeGreaterThan(inlineScriptBrotli(modulesOnly));
  });
});
