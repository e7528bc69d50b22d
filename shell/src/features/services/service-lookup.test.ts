import { serviceForSlug } from './service-lookup';

describe('serviceForSlug', () => {
  it('finds a service by the last part of its path, in any case', () => {
    expect(serviceForSlug('sud')?.title).toBe('Substance Use Disorder Treatment');
    expect(serviceForSlug('Axon-Therapy-MPNS')?.url).toBe('/services/axon-therapy-mpns/');
  });

  it('finds nothing for an unknown slug', () => {
    expect(serviceForSlug('cardiology')).toBeUndefined();
    expect(serviceForSlug(undefined)).toBeUndefined();
  });
});
