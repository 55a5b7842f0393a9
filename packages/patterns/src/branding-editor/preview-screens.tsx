import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ProgressBar,
  type NavSection,
} from '@lp/ui';
import { BookOpen, CalendarDays, House, Palette } from '@lp/ui/icons';
import { AppShell } from '../app-shell';
import { BrandMark } from '../brand-mark';
import { LoginForm } from '../login-form';
import type { BrandingEditorTexts } from './branding-editor-texts';

/** Which real screen the preview draws. */
export type PreviewScreen = 'sign-in' | 'app';

export interface PreviewScreensProps {
  screen: PreviewScreen;
  productName: string;
  logoUrl: string;
  texts: BrandingEditorTexts;
}

// What the preview's shell shows: a few entries of the real navigation. The preview is inert, so
// its links lead nowhere; '#' keeps them real anchors with the real styles.
const previewSections: NavSection[] = [
  {
    id: 'learning',
    title: 'LEARNING',
    items: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        href: '#dashboard',
        icon: <House aria-hidden="true" />,
      },
      {
        id: 'courses',
        label: 'My Courses',
        href: '#courses',
        icon: <BookOpen aria-hidden="true" />,
      },
      {
        id: 'schedule',
        label: 'Schedule',
        href: '#schedule',
        icon: <CalendarDays aria-hidden="true" />,
      },
    ],
  },
  {
    id: 'admin',
    title: 'ADMIN',
    items: [
      {
        id: 'branding',
        label: 'Branding',
        href: '#branding',
        icon: <Palette aria-hidden="true" />,
      },
    ],
  },
];
const previewUser = { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.edu' };
const ignore = () => {};

/**
 * The real sign-in form and the real app shell with a dashboard card, in whatever brand the
 * frame around them wears. Nothing here is a copy of those screens: only their data is made up.
 */
export function PreviewScreens({ screen, productName, logoUrl, texts }: PreviewScreensProps) {
  const name = productName.trim() || ' ';
  if (screen === 'sign-in') {
    return (
      <LoginForm
        productName={name}
        logo={<BrandMark productName={name} logoUrl={logoUrl.trim() || undefined} />}
        forgotPasswordHref="#forgot-password"
        registerHref="#register"
        onSubmit={ignore}
      />
    );
  }
  return (
    <AppShell
      productName={name}
      logoUrl={logoUrl.trim() || undefined}
      title="Dashboard"
      user={previewUser}
      roleLabel="Student"
      activeHref="#dashboard"
      sections={previewSections}
      mobileMenu={[]}
      bottomBar={[
        { label: 'Home', href: '#dashboard', icon: <House aria-hidden="true" /> },
        {
          label: 'Courses',
          href: '#courses',
          icon: <BookOpen aria-hidden="true" />,
        },
      ]}
      paletteGroups={[]}
      paletteOpen={false}
      onPaletteOpenChange={ignore}
      sidebarExpanded
      onSearch={ignore}
      onSignOut={ignore}
      onSettings={ignore}
      featuredEventHref="#live"
    >
      <Card className="mt-6 max-w-xl">
        <CardHeader>
          <CardTitle>{texts.previewCardTitle}</CardTitle>
          <CardDescription>{texts.previewCardBody}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ProgressBar label="Learning Progress" value={62} />
          <div className="flex flex-wrap gap-3">
            <Button>{texts.previewCardAction}</Button>
            <Button variant="secondary">Open Schedule</Button>
            <Button variant="link" href="#courses">
              My Courses
            </Button>
          </div>
        </CardContent>
      </Card>
    </AppShell>
  );
}
