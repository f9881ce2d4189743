// Swizzled (ejected): the spec's German 404 page with a link home, its own description, canonical and noindex; translations would give only the texts.
export {NotFoundPage as default} from '@site/src/components/NotFoundPage';
