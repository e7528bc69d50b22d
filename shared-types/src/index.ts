export type * from './site';
export type * from './shell-content';
export type * from './team';
export type * from './reviews';
export type * from './exposes';
export type * from './careers';
export type * from './ssr';
