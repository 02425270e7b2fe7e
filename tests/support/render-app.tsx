import { act, render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { App } from '../../src/app/app';

/** What a test can see of the router: where it is, and a way to move (as links or back do). */
export interface RouterProbe {
  location: () => Location;
  navigate: NavigateFunction;
}

/** Records the router's committed location (in an effect: a pending transition's does not count). */
function Probe({ into }: { into: Partial<RouterProbe> & { current?: Location } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    into.current = location;
    into.navigate = navigate;
  });
  return null;
}

/**
 * Renders the whole app (layout and route table) at `path`, in memory, and waits for the page's
 * lazily loaded code and content, as a visitor's browser would.
 */
export async function renderApp(path = '/'): Promise<RenderResult & { router: RouterProbe }> {
  const probe: Partial<RouterProbe> & { current?: Location } = {};
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Probe into={probe} />
      </MemoryRouter>,
    );
  });
  const router: RouterProbe = {
    location: () => probe.current as Location,
    navigate: ((to: string | number) => (probe.navigate as NavigateFunction)(to as string)) as NavigateFunction,
  };
  return { ...(result as RenderResult), router };
}

/** Sets the page's scroll position as a browser would, then tells listeners. */
export function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
