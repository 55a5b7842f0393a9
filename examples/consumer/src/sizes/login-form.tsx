// Bundle-size probe: an app that shows the LoginForm pattern (scripts/consumer-check.mjs).
import { LoginForm } from '@lp/patterns/login-form';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <LoginForm forgotPasswordHref="/forgot-password" registerHref="/register" />,
);
