// The first module of every server build: asset URLs in the server's HTML must be the ones the
// browser build resolves, the app's public origin (PUBLIC_URL, such as http://localhost:3001/),
// or the site root for the shell.
// eslint-disable-next-line no-undef
__webpack_public_path__ = process.env.PUBLIC_URL ?? '/';
