/**
 * <site-closure data-from="2026-12-09" data-to="2027-01-03">: a closure notice (the banner under
 * the header, the line in the footer's opening hours) that shows only from `data-from` to
 * `data-to`, by the visitor's own date. So the notice appears and goes by itself between two builds.
 *
 * Unlike the other islands it is not a module: plugins/islands compiles it for the page head
 * (inlineIsland), where the content plugin puts it while a closure lies ahead. Defined before the
 * parser reaches the element, it decides as the element is inserted, before the first paint, so
 * the page never shifts. Without script the build's own decision (the `hidden` attribute) stands.
 * Self-contained (no imports).
 */
const pad = (value: number) => String(value).padStart(2, '0');

class SiteClosure extends HTMLElement {
  connectedCallback(): void {
    const now = new Date();
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    const {from = '', to = ''} = this.dataset;
    this.hidden = !(from <= today && today <= to);
  }
}

if (!customElements.get('site-closure')) customElements.define('site-closure', SiteClosure);
