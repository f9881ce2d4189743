// Self-hosted fonts (latin subset, woff2, font-display: swap) bundled into the site's CSS.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/cormorant-garamond/latin-600.css';
