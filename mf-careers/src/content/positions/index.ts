import type { CareersPosition } from './types';
import { adultGerontologyOrFamilyNursePractitioner } from './adult-gerontology-or-family-nurse-practitioner';
import { clinicalSocialWorkerLcsw } from './clinical-social-worker-lcsw';
import { internalMedicinePhysician } from './internal-medicine-physician';
import { licensedPracticalNurse } from './licensed-practical-nurse';
import { medicalAssistant } from './medical-assistant';
import { officeManagerNurse } from './office-manager-nurse';
import { registeredNurse } from './registered-nurse';

export type { CareersPosition } from './types';

/** The seven open positions on /career/, one file each named by its id, in the order the page lists them (docs/product.md, "Careers"). */
export const positions: CareersPosition[] = [
  officeManagerNurse,
  clinicalSocialWorkerLcsw,
  adultGerontologyOrFamilyNursePractitioner,
  internalMedicinePhysician,
  licensedPracticalNurse,
  medicalAssistant,
  registeredNurse,
];
