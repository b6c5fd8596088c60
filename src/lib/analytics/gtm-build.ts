/**
 * Google Tag Manager's loader for container `id` (the documented snippet, with the id checked by
 * `gtmIdOf` first). Inline and hashed into the CSP by the build; the static server allows
 * Google's origins only on pages that carry the `gtm-id` meta tag beside it.
 */
export function gtmLoader(id: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(id)});`;
}
