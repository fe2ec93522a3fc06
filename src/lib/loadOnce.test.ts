import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads once, and keeps the module for a render to use at once', async () => {
    const load = jest.fn(() => Promise.resolve({ name: 'parser' }));
    const loader = loadOnce(load);
    expect(loader.current).toBeUndefined();

    const [first, second] = await Promise.all([loader(), loader()]);

    expect(first).toBe(second);
    expect(loader.current).toBe(first);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const loader = loadOnce(load);

    await expect(loader()).rejects.toThrow('offline');
    expect(loader.current).toBeUndefined();
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
