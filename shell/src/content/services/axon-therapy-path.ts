/**
 * The Axon therapy page's address, where the pop-up leads and where it never opens: apart from
 * the page's content, which would otherwise come with every page's first script.
 */
export const AXON_SERVICE_PATH = '/services/axon-therapy-mpns/';
