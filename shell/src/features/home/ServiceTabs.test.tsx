import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { serviceTabs } from '../../content/home';
import { ServiceTabs } from './ServiceTabs';

const tabNamed = (name: string) => screen.getByRole('tab', { name });

const panelShows = (index: number) => {
  const tab = serviceTabs[index]!;
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(tab.title);
  expect(panel).toHaveTextContent(tab.subTitle);
  expect(panel).toHaveTextContent(tab.description);
  expect(screen.getByRole('img', { name: tab.altText })).toBeInTheDocument();
};

describe('ServiceTabs', () => {
  it('selects the first of the six tabs at start and shows it in the panel', () => {
    render(<ServiceTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(serviceTabs.map((tab) => tab.title));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(tabs[0]).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    panelShows(0);
  });

  it('switches on click', async () => {
    render(<ServiceTabs />);
    await userEvent.click(tabNamed('PSYCHIATRY'));
    expect(tabNamed('PSYCHIATRY')).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed('INTERNAL MEDICINE')).toHaveAttribute('aria-selected', 'false');
    panelShows(3);
  });

  it('moves with the arrow, Home and End keys, wrapping at both ends, with one tab stop', async () => {
    render(<ServiceTabs />);
    await userEvent.tab();
    expect(tabNamed('INTERNAL MEDICINE')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabNamed('WEIGHT LOSS MANAGEMENT')).toHaveFocus();
    panelShows(5);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabNamed('INTERNAL MEDICINE')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    panelShows(1);
    await userEvent.keyboard('{End}');
    panelShows(5);
    await userEvent.keyboard('{Home}');
    panelShows(0);
    // Tab leaves the tab list for the panel instead of visiting every tab.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('is radio buttons in the server HTML, and hands the chosen one and the focus to the tabs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ServiceTabs />);
    document.body.append(container);
    expect(screen.queryByRole('tab')).toBeNull();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.parentElement?.textContent)).toEqual(
      serviceTabs.map((tab) => tab.title),
    );
    expect(radios[0]).toBeChecked();
    // Chosen before the app runs, as a visitor on a slow phone would.
    await userEvent.click(radios[3]!);
    expect(radios[3]).toHaveFocus();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ServiceTabs />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(tabNamed('PSYCHIATRY')).toHaveAttribute('aria-selected', 'true');
    expect(tabNamed('PSYCHIATRY')).toHaveFocus();
    panelShows(3);
    container.remove();
  });
});
