/** `./CareersPage`: the /career/ screen, typed by CareersPageProps from shared-types. */
export { CareersPage as default } from '../app/CareersPage';
