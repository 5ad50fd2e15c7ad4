/** The seeded site logo (appinfo.site_logo): the brand mark, served by this server until an operator sets a real one. */
export const SITE_LOGO_PATH = '/api/v1/app/logo.svg';

export const SITE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffc933"/><stop offset="1" stop-color="#ff8a00"/></linearGradient></defs>
<rect width="96" height="96" rx="22" fill="url(#g)"/>
<path d="M48 16l8.6 19.4 21.1 2.2-15.8 14.2 4.5 20.8L48 61.9 29.6 72.6l4.5-20.8-15.8-14.2 21.1-2.2z" fill="#17191f"/>
</svg>`;
