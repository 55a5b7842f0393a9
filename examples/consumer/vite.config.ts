import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no Tailwind, no aliases. The design system arrives as installed
// packages, styled by one stylesheet (`@lp/ui/styles.css`, imported in src/main.tsx).
export default defineConfig({ plugins: [react()] });
