import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { renderApp } from '../support/render-app';

function Broken(): never {
  throw new Error('boom');
}

/** The app's routes with one extra page that throws while rendering. */
function withBrokenPage(): RouteObject[] {
  const [root] = routes as [RouteObject];
  const [pages] = root.children as [RouteObject];
  const broken: RouteObject = { path: '/broken', element: <Broken /> };
  return [
    { ...root, children: [{ ...pages, children: [broken, ...(pages.children ?? [])] } as RouteObject] } as RouteObject,
  ];
}

describe('error and not-found pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('replaces the router’s default screen with a branded page that keeps the navigation', () => {
    renderApp('/broken', withBrokenPage());
    expect(screen.queryByText('Unexpected Application Error')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows a branded not-found page with a way home for an unknown URL', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
