import { openingHours, site } from '../config/site';
import { faqs } from '../content/faqs';
import { faqPage, medicalClinic } from './structured-data';

describe('structured data', () => {
  it('describes the practice as a MedicalClinic with both locations, hours and phone', () => {
    const clinic = medicalClinic(site, openingHours);
    expect(clinic['@type']).toBe('MedicalClinic');
    expect(clinic.name).toBe(site.practiceName);
    expect(clinic.telephone).toBe(site.phoneHref);
    expect(clinic.address).toMatchObject({
      streetAddress: '450 Meadow Lane, Suite 200',
      addressLocality: 'Millbrook',
      addressRegion: 'NJ',
      postalCode: '08512',
    });
    expect(clinic.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '16:00' });
    expect(clinic.department.address.addressLocality).toBe(site.satellite.township);
    expect(clinic.department.openingHoursSpecification[0].dayOfWeek).toEqual([
      'Tuesday',
      'Thursday',
    ]);
  });

  it('keeps the machine hours in step with the hours visitors read', () => {
    const { main } = openingHours;
    expect(site.hours.weekdays).toBe(
      `${main.dayOfWeek[0]} to ${main.dayOfWeek.at(-1)} 08:00 AM to 04:00 PM`,
    );
    expect(main.opens).toBe('08:00');
    expect(main.closes).toBe('16:00');
  });

  it('lists every FAQ with the configured phone number in its answer', () => {
    const page = faqPage(faqs, site.phone);
    expect(page.mainEntity).toHaveLength(11);
    const answers = page.mainEntity.map((question) => question.acceptedAnswer.text);
    expect(answers.join(' ')).not.toContain('{phone}');
    expect(answers.filter((answer) => answer.includes(site.phone)).length).toBeGreaterThan(0);
  });
});
