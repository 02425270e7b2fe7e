import path from 'node:path';
import { pagesNamedIn, servicePage, servicePagesDir } from './service-pages';
import { projectRoot } from './project-root';

describe('the pages the service reads', () => {
  it('are under SERVICE_PAGES_DIR, else the build, laid out as the build writes them', () => {
    expect(servicePagesDir({})).toBe(path.join(projectRoot, 'dist'));
    expect(servicePage({ SERVICE_PAGES_DIR: '/app/pages' }, '/book/manage')).toBe('/app/pages/book/manage/index.html');
  });

  it('are found wherever the settings name them, once each, and nothing outside the folder', () => {
    const dir = '/app/pages';
    const settings = {
      enquiries: { notSentPage: `${dir}/contact/not-sent/index.html`, retentionDays: 30 },
      booking: { pages: { manage: `${dir}/book/manage/index.html`, again: `${dir}/book/manage/index.html` } },
      database: { file: '/var/lib/enquiries/site.sqlite3' },
      clock: () => new Date(),
    };
    expect(pagesNamedIn(settings, dir)).toEqual(['book/manage/index.html', 'contact/not-sent/index.html']);
  });
});
