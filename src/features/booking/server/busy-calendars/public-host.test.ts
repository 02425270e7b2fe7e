import { fetchFeed, type FetchOptions } from './fetch-feed';
import { addressKind, checkFeedHost } from './public-host';

describe('addressKind', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2a00:1450:4009:81f::200e', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'not public'],
    ['172.20.0.5', 'not public'],
    ['192.168.1.1', 'not public'],
    ['169.254.169.254', 'not public'],
    ['100.100.0.1', 'not public'],
    ['0.0.0.0', 'not public'],
    ['::', 'not public'],
    ['fe80::1', 'not public'],
    ['fd12:3456::1', 'not public'],
    ['::ffff:10.0.0.1', 'not public'],
    ['224.0.0.1', 'not public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('checkFeedHost', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it('refuses a name when any of its addresses is not public', async () => {
    await expect(checkFeedHost('calendar.example', false, resolvesTo('93.184.215.14'))).resolves.toBeUndefined();
    await expect(checkFeedHost('calendar.example', false, resolvesTo('93.184.215.14', '10.0.0.7'))).rejects.toThrow(
      'the host is not a public address (private, link-local or reserved)',
    );
  });

  it('allows loopback only when the setting does, and never a private address', async () => {
    await expect(checkFeedHost('localhost', false, resolvesTo('127.0.0.1', '::1'))).rejects.toThrow(/loopback/);
    await expect(checkFeedHost('localhost', true, resolvesTo('127.0.0.1', '::1'))).resolves.toBeUndefined();
    await expect(checkFeedHost('[::1]', true)).resolves.toBeUndefined();
    await expect(checkFeedHost('169.254.169.254', true)).rejects.toThrow(/not a public address/);
  });
});

describe('fetchFeed and where it may go', () => {
  const calendar = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
  const options = (answers: Record<string, () => Response>, settings: Partial<FetchOptions> = {}) => {
    const asked: string[] = [];
    const fake = async (target: URL | RequestInfo) => {
      const url = String(target);
      asked.push(url);
      return (answers[url] ?? (() => new Response('', { status: 404 })))();
    };
    const fetchOptions: FetchOptions = {
      validators: null,
      timeoutMs: 5000,
      maxBytes: 10_000,
      maxRedirects: 3,
      signal: new AbortController().signal,
      fetch: fake as typeof fetch,
      allowLoopback: false,
      lookup: async (hostname) => (hostname === 'intranet.example' ? ['192.168.0.9'] : ['93.184.215.14']),
      ...settings,
    };
    return { asked, fetchOptions };
  };
  const redirect = (location: string) => () => new Response(null, { status: 302, headers: { location } });

  it('follows a redirect on the same host, and refuses one to another host before asking it', async () => {
    const { asked, fetchOptions } = options({
      'https://calendar.example/old.ics': redirect('/new.ics'),
      'https://calendar.example/new.ics': () => new Response(calendar),
      'https://calendar.example/away.ics': redirect('https://elsewhere.example/feed.ics'),
    });
    await expect(fetchFeed('https://calendar.example/old.ics', fetchOptions)).resolves.toMatchObject({
      text: calendar,
    });
    await expect(fetchFeed('https://calendar.example/away.ics', fetchOptions)).rejects.toThrow(
      'redirected to another host',
    );
    expect(asked).not.toContain('https://elsewhere.example/feed.ics');
  });

  it('never asks a private, link-local or (unless allowed) loopback host', async () => {
    const { asked, fetchOptions } = options({});
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'https://intranet.example/feed.ics',
      'http://127.0.0.1:8080/x',
    ])
      await expect(fetchFeed(url, fetchOptions)).rejects.toThrow(/^the host is/);
    expect(asked).toEqual([]);
  });
});
