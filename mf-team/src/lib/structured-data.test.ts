import type { Provider } from '../content/providers';
import { standaloneSite } from '@practice/shell/standalone-site';
import { providerJsonLd } from './structured-data';
import { postalAddress } from '@practice/ui-kit';

const site = { ...standaloneSite, origin: 'https://www.omegahealth.example' };
const page = 'https://www.omegahealth.example/ourteam/Jane_Doe/';

const doctor: Provider = {
  id: 'Jane_Doe',
  name: 'Dr. Jane Doe',
  type: 'Doctor',
  credentials: 'MD, Internal Medicine',
  imageUrl: '/assets/Jane_Doe.1234abcd.svg',
  altText: 'Portrait of Dr. Jane Doe',
  speciality: 'Internal Medicine and Addiction Medicine',
  degrees: 'MD',
  hobbies: 'Chess',
  bookable: true,
  keywords: [],
  urls: {},
  description: ['Dr. Doe is an internist.'],
  head: {
    title: 'Dr. Jane Doe | Omega Health Care',
    description: 'Dr. Jane Doe, internist at Omega Health Care in Millbrook, NJ.',
  },
};

const practitioner: Provider = {
  ...doctor,
  id: 'Sam_Roe',
  name: 'Sam Roe, APN',
  type: 'Practitioner',
  credentials: 'APN-C, Psychiatric Mental Health',
  speciality: 'Psychiatric mental health',
  head: { ...doctor.head, description: 'Sam Roe, psychiatric nurse practitioner.' },
};

const clinic = {
  '@type': 'MedicalClinic',
  name: 'Omega Health Care',
  url: 'https://www.omegahealth.example',
};

describe('providerJsonLd for a doctor', () => {
  const data = providerJsonLd(site, doctor, page);

  it('is a schema.org Physician named as on the page, at the profile URL', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Physician');
    expect(data.name).toBe('Dr. Jane Doe');
    expect(data.url).toBe('https://www.omegahealth.example/ourteam/Jane_Doe/');
  });

  it('gives an absolute image, the page description and the speciality as knowsAbout', () => {
    expect(data.image).toBe('https://www.omegahealth.example/assets/Jane_Doe.1234abcd.svg');
    expect(data.description).toBe(doctor.head.description);
    expect(data.knowsAbout).toBe('Internal Medicine and Addiction Medicine');
    expect(data).not.toHaveProperty('medicalSpecialty');
  });

  it('is reached by the practice’s phone and main address', () => {
    expect(data).toMatchObject({
      telephone: '(732) 555-0142',
      address: postalAddress(site.main.address),
    });
  });

  it('belongs to the practice, a MedicalClinic', () => {
    expect(data).toMatchObject({ memberOf: clinic, parentOrganization: clinic });
  });
});

describe('providerJsonLd for a practitioner', () => {
  const data = providerJsonLd(site, practitioner, page);

  it('is a Person with the credentials as job title, working for the practice', () => {
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Sam Roe, APN',
      url: 'https://www.omegahealth.example/ourteam/Sam_Roe/',
      image: 'https://www.omegahealth.example/assets/Jane_Doe.1234abcd.svg',
      description: 'Sam Roe, psychiatric nurse practitioner.',
      knowsAbout: 'Psychiatric mental health',
      jobTitle: 'APN-C, Psychiatric Mental Health',
      worksFor: clinic,
    });
  });
});
