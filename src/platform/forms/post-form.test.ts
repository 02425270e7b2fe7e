describe('postForm', () => {
  afterEach(() => jest.resetModules());

  it('answers "failed" when the code that sends cannot load (offline at the first post), rather than throwing', async () => {
    jest.doMock('./send-form', () => {
      throw new Error('Loading chunk send-form failed.');
    });
    const { postForm } = await import('./post-form');
    await expect(postForm('/api/enquiries', { name: 'Ada' }, undefined)).resolves.toEqual({ kind: 'failed' });
  });

  it('hands the post to the sending code once it has loaded', async () => {
    const sendForm = jest.fn().mockResolvedValue({ kind: 'accepted', body: { id: 'e1' } });
    jest.doMock('./send-form', () => ({ sendForm }));
    const { postForm } = await import('./post-form');
    await expect(postForm('/api/enquiries', { name: 'Ada' }, 'k1', { minimumMs: 0 })).resolves.toEqual({
      kind: 'accepted',
      body: { id: 'e1' },
    });
    expect(sendForm).toHaveBeenCalledWith('/api/enquiries', { name: 'Ada' }, 'k1', { minimumMs: 0 });
  });
});
