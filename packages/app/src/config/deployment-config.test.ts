import { describe, expect, it, vi } from 'vitest';
import { defaultDeploymentConfig, readDeploymentConfig } from './deployment-config';
import { loadDeploymentConfig } from './load-deployment-config';

const answering = (response: Response | Error) =>
  vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });

describe('deployment config', () => {
  it('reads the API base, product name, brand and sections from /config.json', async () => {
    const body = {
      apiBaseUrl: 'https://api.northfield.edu/api/v1',
      productName: 'Northfield Learn',
      defaultBrand: 'northfield-university',
      sections: { careerHub: false },
    };
    const config = await loadDeploymentConfig('/config.json', answering(Response.json(body)));
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.northfield.edu/api/v1',
      productName: 'Northfield Learn',
      defaultBrand: 'northfield-university',
    });
    expect(config.sections).toEqual({
      learning: true,
      careerHub: false,
      social: true,
      admin: true,
    });
  });

  it('reads how the university signs in, and leaves out a malformed answer (issue 33)', async () => {
    const read = (signIn: unknown) =>
      loadDeploymentConfig('/config.json', answering(Response.json({ signIn })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await read({ providerLabel: 'Campus SSO', localPasswords: false })).signIn).toEqual({
      providerLabel: 'Campus SSO',
      localPasswords: false,
    });
    expect((await read({ providerLabel: null, localPasswords: true })).signIn).toEqual({
      providerLabel: null,
      localPasswords: true,
    });
    expect((await read({ providerLabel: 3, localPasswords: 'no' })).signIn).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('signIn'));
    warn.mockRestore();
  });

  it('reads a logo address only when it is https or uploaded here', async () => {
    const read = (logoUrl: unknown) =>
      loadDeploymentConfig('/config.json', answering(Response.json({ logoUrl })));
    const uploaded = `/api/v1/branding/logos/${'0'.repeat(64)}.png`;
    expect((await read(uploaded)).logoUrl).toBe(uploaded);
    expect((await read('https://cdn.example.edu/logo.webp')).logoUrl).toBe(
      'https://cdn.example.edu/logo.webp',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await read('javascript:alert(1)')).logoUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('logoUrl'));
    warn.mockRestore();
  });

  it('accepts a brand given as colours', async () => {
    const brand = {
      primary: '#0b5fff',
      secondary: '#f2a900',
      accent: '#00a19a',
      fontFamily: 'Inter',
    };
    const config = await loadDeploymentConfig(
      '/config.json',
      answering(Response.json({ defaultBrand: brand })),
    );
    expect(config.defaultBrand).toEqual(brand);
  });

  it('starts with the defaults when the file is missing, broken or unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failures = [
      new Response('not found', { status: 404 }),
      new Response('{broken', { status: 200 }),
      Response.json(['not', 'an', 'object']),
      new TypeError('Failed to fetch'),
    ];
    for (const failure of failures) {
      await expect(loadDeploymentConfig('/config.json', answering(failure))).resolves.toEqual(
        defaultDeploymentConfig,
      );
    }
  });

  it('keeps every good field when one has the wrong form, and names the bad one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warn.mockClear();
    const body = {
      apiBaseUrl: 42,
      productName: 'Northfield Learn',
      defaultBrand: { primary: '#0b5fff' },
      sections: { careerHub: false, social: 'no' },
    };
    const config = await loadDeploymentConfig('/config.json', answering(Response.json(body)));
    expect(config).toEqual({
      ...defaultDeploymentConfig,
      productName: 'Northfield Learn',
      sections: { ...defaultDeploymentConfig.sections, careerHub: false },
    });
    const warned = warn.mock.calls.map(([message]) => String(message));
    expect(warned).toEqual([
      expect.stringContaining('sections.social "no" has the wrong form'),
      expect.stringContaining('apiBaseUrl 42 has the wrong form'),
      expect.stringContaining('defaultBrand {"primary":"#0b5fff"} has the wrong form'),
    ]);
    warn.mockRestore();
  });
});

describe('the config the app starts with', () => {
  // What data/page-state.ts read from the page's state (a string of it unescaped by JSON.parse).
  const pageConfig = {
    apiBaseUrl: '/api/v1',
    productName: 'Lakeside </script> Online',
    defaultBrand: 'forest-green',
    sections: { careerHub: false },
    logoUrl: 'https://cdn.example.edu/lakeside.png',
    university: { id: 'univ-lakeside', slug: 'lakeside', name: 'Lakeside College' },
  };

  it('is the page’s own when the server wrote one, read at once without a fetch', () => {
    const fetchImpl = answering(new Error('must not be called'));
    const config = readDeploymentConfig(pageConfig, fetchImpl);
    expect(config).not.toBeInstanceOf(Promise);
    // The server's answer as it is (decision 0027), with the defaults for what it leaves out.
    expect(config).toEqual({
      ...defaultDeploymentConfig,
      ...pageConfig,
      sections: { ...defaultDeploymentConfig.sections, careerHub: false },
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is the defaults for an empty page config (what a page of broken state gives)', () => {
    const fetchImpl = answering(new Error('must not be called'));
    expect(readDeploymentConfig({}, fetchImpl)).toEqual(defaultDeploymentConfig);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is fetched from /config.json when the page has none (static hosting, the dev server)', async () => {
    for (const none of [null, undefined]) {
      const fetchImpl = answering(Response.json({ productName: 'Northfield Learn' }));
      const config = readDeploymentConfig(none, fetchImpl);
      expect(config).toBeInstanceOf(Promise);
      expect((await config).productName).toBe('Northfield Learn');
      expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    }
  });

  it('is the defaults, named once, when the page’s config is not an object', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = answering(new Error('must not be called'));
    expect(readDeploymentConfig(['not', 'a', 'config'], fetchImpl)).toEqual(
      defaultDeploymentConfig,
    );
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      "The page's config is not a JSON object; using the default configuration",
    ]);
    expect(fetchImpl).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
