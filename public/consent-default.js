// Google Consent Mode default: everything denied until the visitor chooses. A deferred classic script placed before
// the app's module script in <head>: deferred scripts run in document order, so it runs before the app and any tag,
// without delaying the first paint; external rather than inline, so a strict CSP needs no hash.
// gtag pushes the Arguments object, not an array: Google's tags ignore arrays.
window.dataLayer = window.dataLayer || [];
function gtag() {
  window.dataLayer.push(arguments);
}
gtag('consent', 'default', {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
});
