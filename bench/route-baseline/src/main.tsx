// The yardstick for route budgets: a bare React 19 + react-router app with two routes,
// built by the app's own Vite config. Route budgets are ratios to what this loads.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <Link to="/about">About</Link> },
  { path: '/about', element: <h1>About</h1> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
