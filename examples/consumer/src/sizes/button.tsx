// Bundle-size probe: an app that uses one Button (scripts/consumer-check.mjs measures it).
import { Button } from '@lp/ui/button';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<Button>Enrol</Button>);
