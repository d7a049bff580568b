// The demo site's page counter, one of the scripts the theme holds back until the visitor agrees to
// tracking: it marks the page, so a visitor (and a test) can see that it ran.
document.documentElement.dataset.statistiek = 'geteld';
