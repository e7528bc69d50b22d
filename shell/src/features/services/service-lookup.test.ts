import { serviceForEndpoint } from './service-lookup';

describe('serviceForEndpoint', () => {
  it('finds a service by the last part of its path, in any case', () => {
    expect(serviceForEndpoint('sud')?.title).toBe('Substance Use Disorder Treatment');
    expect(serviceForEndpoint('Axon-Therapy-MPNS')?.url).toBe('/services/axon-therapy-mpns/');
  });

  it('finds nothing for an unknown endpoint', () => {
    expect(serviceForEndpoint('cardiology')).toBeUndefined();
    expect(serviceForEndpoint(undefined)).toBeUndefined();
  });
});
