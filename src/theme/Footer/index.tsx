// Swizzled (ejected): the footer is our design (address, opening hours, phone, legal links); the theme's footer config has no such fields.
export {SiteFooter as default} from '@site/src/components/SiteFooter';
