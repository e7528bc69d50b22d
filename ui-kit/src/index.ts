export { ExternalLink } from './ExternalLink';
export { JsonLd } from './JsonLd';
export { visuallyHidden } from './visuallyHidden';
