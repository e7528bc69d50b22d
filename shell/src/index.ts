// The page's styles belong to the entry, so the page links them in its head: every screen's
// styles go with them into one stylesheet (tooling/webpack.mjs), and nothing paints unstyled.
import './styles/tokens.css';
import './styles/global.css';
// The async boundary: shared modules (React, the router) are negotiated before bootstrap runs.
// A task of its own, after the one that ran this script.
setTimeout(() => import('./bootstrap'));
