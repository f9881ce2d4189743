// Swizzled (ejected): the header is our design (phone line, logo, four links, menu switch at 992px); the navbar config can add neither the phone line nor move the switch.
export {SiteHeader as default} from '@site/src/components/SiteHeader';
