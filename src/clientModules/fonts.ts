// The one self-hosted web font (latin subset, woff2, font-display: swap), bundled into the site's CSS:
// Cormorant Garamond for headings. Body text uses the phone's own sans-serif (see custom.css).
import '@fontsource/cormorant-garamond/latin-600.css';
