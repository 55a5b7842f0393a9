// The design system as another team uses it: primitives from @lp/ui's rooms, a pattern from
// @lp/patterns, themed by ThemeProvider with a brand id or three colours.
import { LoginForm } from '@lp/patterns/login-form';
import { Button } from '@lp/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@lp/ui/dialog';
import { Sidebar, type NavSection } from '@lp/ui/sidebar';
import { ThemeProvider, type BrandInput } from '@lp/ui/theme';
import { ToastProvider, useToast } from '@lp/ui/toast';
import './app.css';

const sections: NavSection[] = [
  {
    id: 'learning',
    title: 'LEARNING',
    items: [
      { id: 'courses', label: 'Courses', href: '/courses' },
      { id: 'calendar', label: 'Calendar', href: '/calendar' },
    ],
  },
];

function SaveButton() {
  const { toast } = useToast();
  return (
    <Button variant="secondary" onClick={() => toast({ title: 'Saved', variant: 'success' })}>
      Save
    </Button>
  );
}

export function App({
  brand,
  mode = 'light',
}: {
  brand: string | BrandInput;
  mode?: 'light' | 'dark';
}) {
  return (
    <ThemeProvider brand={brand} defaultMode={mode}>
      <ToastProvider>
        <div className="layout">
          <Sidebar sections={sections} activeHref="/courses" expanded logo="Department site" />
          <main className="content">
            <h1>Department site</h1>
            <div className="actions">
              <Button data-testid="primary">Enrol</Button>
              <SaveButton />
              <Dialog>
                <DialogTrigger asChild>
                  <Button variant="outline">Open details</Button>
                </DialogTrigger>
                <DialogContent>
                  <DialogHeader>
                    <DialogTitle>Course details</DialogTitle>
                    <DialogDescription>Twelve weeks, two hours a week.</DialogDescription>
                  </DialogHeader>
                  <DialogFooter>
                    <DialogClose asChild>
                      <Button>Done</Button>
                    </DialogClose>
                  </DialogFooter>
                </DialogContent>
              </Dialog>
            </div>
            <LoginForm forgotPasswordHref="/forgot-password" registerHref="/register" />
          </main>
        </div>
      </ToastProvider>
    </ThemeProvider>
  );
}
