// Intentionally empty: stands in for modules the site does not need (see index.ts).
