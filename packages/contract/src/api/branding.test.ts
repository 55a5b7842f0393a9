import { describe, expect, it } from 'vitest';
import { brandingMessages, isAcceptableLogoUrl } from '../constants/branding';
import { brandingSettingsSchema, updateBrandingRequestSchema } from './branding';

const valid = {
  productName: 'Northbridge Learning',
  primaryColor: '#0B5FFF',
  secondaryColor: '#F2A900',
  accentColor: '#00A19A',
  fontFamily: 'Inter',
  logoUrl: '',
};
const messagesOf = (value: unknown) =>
  updateBrandingRequestSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('isAcceptableLogoUrl', () => {
  it.each(['', 'https://cdn.example.edu/logo.png', `/api/v1/branding/logos/${'a'.repeat(64)}.png`])(
    'accepts %j',
    (url) => expect(isAcceptableLogoUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://example.com/a.png',
    '//evil.example/a.png',
    'https://',
    'https://exa mple.com/a.png',
    '/api/v1/branding/logos/../../secret',
    `/api/v1/branding/logos/${'a'.repeat(64)}.svg`,
    '/images/logo.png',
  ])('refuses %j', (url) => expect(isAcceptableLogoUrl(url)).toBe(false));
});

describe('branding settings', () => {
  it('accepts a complete brand and trims it', () => {
    const parsed = brandingSettingsSchema.parse({ ...valid, primaryColor: ' #0b5fff ' });
    expect(parsed.primaryColor).toBe('#0b5fff');
  });

  it.each(['#fff', 'red', '#12345g', '', 'rgb(0,0,0)'])('refuses the colour %j', (colour) => {
    expect(messagesOf({ ...valid, secondaryColor: colour })).toEqual([
      brandingMessages.colour('Secondary colour'),
    ]);
  });

  it('refuses a font outside the six, an empty or long name, and any custom CSS', () => {
    expect(messagesOf({ ...valid, fontFamily: 'Comic Sans' })).toEqual([
      brandingMessages.unknownFont,
    ]);
    expect(messagesOf({ ...valid, productName: '  ' })).toEqual([
      brandingMessages.productNameRequired,
    ]);
    expect(messagesOf({ ...valid, productName: 'x'.repeat(61) })).toEqual([
      brandingMessages.productNameTooLong,
    ]);
    expect(messagesOf({ ...valid, customCss: 'body { display: none }' })).toEqual([
      brandingMessages.customCssRefused,
    ]);
    expect(messagesOf({ ...valid, customCss: '  ' })).toEqual([]);
  });
});
