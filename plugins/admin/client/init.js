// Decap CMS starts only when ./admin.js has registered the site's file formats.
window.CMS_MANUAL_INIT = true;
