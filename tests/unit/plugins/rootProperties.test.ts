import {resolveRootProperties} from '@site/plugins/postbuild/rootProperties';
import {usedCss} from '@site/plugins/postbuild/inline';

describe('page CSS written small without changing what applies', () => {
  const resolve = (css: string, fromScript: string[] = []) =>
    resolveRootProperties(css, fromScript);
  /** `css` comes back as it is. */
  const unchanged = (css: string, fromScript: string[] = []) =>
    expect(resolve(css, fromScript)).toBe(css);

  test('a chain of custom properties set once on :root becomes its value; the declarations go', () => {
    expect(resolve(':root{--a:red;--b:var(--a)}p{color:var(--b)}a{color:var(--a)}')).toBe(
      'p{color:red}a{color:red}',
    );
    // Two values that were separate tokens stay separate.
    expect(
      resolve(':root{--s:1rem;--f:serif}p{margin:var(--s)var(--s);font:var(--s)/1.5 var(--f)}'),
    ).toBe('p{margin:1rem 1rem;font:1rem/1.5 serif}');
  });

  test('one set again anywhere or from script stays a property', async () => {
    const css = (more: string) => `:root{--a:red}${more}p{color:var(--a)}`;
    for (const more of ['@media (width>=60em){:root{--a:blue}}', '.x{--a:blue}']) {
      expect(resolve(css(more))).toContain('p{color:var(--a)}');
    }
    unchanged(css(''), ['--a']);
    // What the islands set (islandStates: `style.setProperty('--a', …)`) reaches it from usedCss.
    expect(await usedCss(css(''), '<p>', ['--a'])).toBe(css(''));
    expect(resolve(':root{--a:red!important}p{color:var(--a)}')).toContain('var(--a)');
    // Set twice on :root, the later one is the value (the earlier is never in effect).
    expect(resolve(css(':root{--a:blue}'))).toBe('p{color:blue}');
    // Named with a fallback it stays, and so does one whose value has a var() with a fallback.
    unchanged(':root{--a:red}p{color:var(--a,blue)}');
    unchanged(':root{--a:var(--x,red)}.y{--x:blue}p{color:var(--a)}');
    // One that names a property set elsewhere too is not written in place either.
    expect(resolve(':root{--a:red;--b:var(--a)}.x{--a:blue}p{color:var(--b)}')).toContain(
      'p{color:var(--b)}',
    );
    // A keyword inside a function stays behind its var(): calc(auto + 1rem) would be dropped.
    unchanged(':root{--h:auto}p{height:calc(var(--h) + 1rem)}');
  });

  test('what a rule of the same selector always overrides goes first (a later layer, none, or later)', () => {
    expect(
      resolve(
        '@layer base{:root{--c:blue}h1{font-size:2rem;color:red}}:root{--c:green}h1{font-size:3rem}a{color:var(--c)}',
      ),
    ).toBe('@layer base{h1{color:red}}h1{font-size:3rem}a{color:green}');
    expect(resolve('h1{margin:0;color:red}h1{color:blue}')).toBe('h1{margin:0}h1{color:blue}');
    // Not when the later rule applies only sometimes, or the earlier one is !important.
    unchanged('h1{color:red}@media (width>=60em){h1{color:blue}}');
    unchanged('h1{color:red!important}h1{color:blue}');
    // An earlier layer never overrides a later one (a, emptied, is no longer named).
    expect(resolve('@layer a,b;@layer b{p{margin:0}}@layer a{p{margin:1rem}}')).toBe(
      '@layer b;@layer b{p{margin:0}}',
    );
  });

  test('layers only named, never filled (plugins the site does not use), are not named', () => {
    expect(resolve('@layer a,b,c;@layer b{p{margin:0}}@layer d;')).toBe(
      '@layer b;@layer b{p{margin:0}}',
    );
  });
});
