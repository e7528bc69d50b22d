import type { Service } from './types';
import { ancillarySupportStaff } from './ancillary-support-staff';
import { axonTherapyMpns } from './axon-therapy-mpns';
import { internalMedicinePhysicians } from './internal-medicine-physicians';
import { mentalHealthTreatment } from './mental-health-treatment';
import { obGynServices } from './ob-gyn-services';
import { preciseDiagnosis } from './precise-diagnosis';
import { primaryHealthCare } from './primary-health-care';
import { psychiatry } from './psychiatry';
import { psychiatryNursePractitioners } from './psychiatry-nurse-practitioners';
import { sud } from './sud';

export type { KeyValue, Service } from './types';

/** The 10 services, one file each named by its endpoint, in the order of the Services list. */
export const services: Service[] = [
  primaryHealthCare,
  axonTherapyMpns,
  obGynServices,
  preciseDiagnosis,
  sud,
  mentalHealthTreatment,
  psychiatry,
  psychiatryNursePractitioners,
  ancillarySupportStaff,
  internalMedicinePhysicians,
];
