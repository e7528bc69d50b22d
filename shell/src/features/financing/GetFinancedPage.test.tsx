import { screen, within } from '@testing-library/react';
import { financing } from '../../config/site';
import { renderAt } from '../../testing/render-at';
import { GetFinancedPage } from './GetFinancedPage';

describe('GetFinancedPage', () => {
  it('offers the two plans, each applying with its product code and the token', () => {
    renderAt('/get-financed/', <GetFinancedPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Axon Treatment Payment Plans' }),
    ).toBeInTheDocument();
    for (const [amount, label, productCode] of [
      ['$1,500', 'More than one pain location site', 'AXON-1500'],
      ['$1,200', 'One pain location site', 'AXON-1200'],
    ]) {
      const plan = screen.getByRole('heading', { name: amount }).closest('li')!;
      expect(plan).toHaveTextContent(label);
      const link = within(plan).getByRole('link', { name: /Get Financed/ });
      const url = new URL(link.getAttribute('href')!);
      expect(url.href.startsWith(financing.applicationUrl)).toBe(true);
      expect(url.searchParams.get('productCode')).toBe(productCode);
      expect(url.searchParams.get('token')).toBe(financing.token);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('says that amounts above $1,500 need direct contact with the practice', () => {
    renderAt('/get-financed/', <GetFinancedPage />);
    expect(
      screen.getByText(/above \$1,500 requires contacting our practice directly/),
    ).toBeInTheDocument();
  });
});
