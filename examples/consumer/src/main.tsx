// The stylesheet once, then the app. `?brand=derived` wears a brand the theme engine derives
// in the browser from the three colours of derived-brand.json; `?brand=ocean-blue` a built-in
// brand's file, imported after the stylesheet. `?mode=dark` starts in dark mode.
import '@lp/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import derivedBrand from './derived-brand.json';

const query = new URLSearchParams(location.search);
const brand = query.get('brand');
if (brand === 'ocean-blue') await import('@lp/tokens/brands/ocean-blue.css');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App
      brand={brand === 'derived' ? derivedBrand : 'default'}
      mode={query.get('mode') === 'dark' ? 'dark' : 'light'}
    />
  </StrictMode>,
);
