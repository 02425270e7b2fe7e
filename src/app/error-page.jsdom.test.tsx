import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Layout } from './layout';
import { renderApp } from '../../tests/support/render-app';

function Broken(): never {
  throw new Error('boom');
}

describe('error and not-found pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a branded page, inside the layout, when a page fails to render', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/broken" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByText('Unexpected Application Error')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows a branded not-found page with a way home for an unknown URL', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('treats a differently capitalised path as not found, as the servers do', async () => {
    await renderApp('/Services');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
  });
});
