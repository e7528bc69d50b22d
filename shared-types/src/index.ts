export type * from './site';
export type * from './exposes';
export type * from './remote-name';
export type * from './careers';
export type * from './ssr';
export { CONTRACT_VERSION } from './contract';
