import * as brandingEditorMessages from '@lp/locales/en/branding-editor';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ProgressBar,
  useMessages,
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

type BrandingEditorMessages = typeof brandingEditorMessages.default;

// What the preview's shell shows: a few entries of the real navigation. The preview is inert, so
// its links lead nowhere; '#' keeps them real anchors with the real styles.
function previewSections(m: BrandingEditorMessages): NavSection[] {
  return [
    {
      id: 'learning',
      title: m.previewNavLearning,
      items: [
        {
          id: 'dashboard',
          label: m.previewNavDashboard,
          href: '#dashboard',
          icon: <House aria-hidden="true" />,
        },
        {
          id: 'courses',
          label: m.previewNavCourses,
          href: '#courses',
          icon: <BookOpen aria-hidden="true" />,
        },
        {
          id: 'schedule',
          label: m.previewNavSchedule,
          href: '#schedule',
          icon: <CalendarDays aria-hidden="true" />,
        },
      ],
    },
    {
      id: 'admin',
      title: m.previewNavAdmin,
      items: [
        {
          id: 'branding',
          label: m.previewNavBranding,
          href: '#branding',
          icon: <Palette aria-hidden="true" />,
        },
      ],
    },
  ];
}
const previewUser = { firstName: 'Alex', lastName: 'Morgan', email: 'alex.morgan@example.edu' };
const ignore = () => {};

/**
 * The real sign-in form and the real app shell with a dashboard card, in whatever brand the
 * frame around them wears. Nothing here is a copy of those screens: only their data is made up.
 */
export function PreviewScreens({ screen, productName, logoUrl, texts }: PreviewScreensProps) {
  const text = useMessages(brandingEditorMessages);
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
      title={text.previewPageTitle}
      user={previewUser}
      roleLabel={text.previewRole}
      activeHref="#dashboard"
      sections={previewSections(text)}
      mobileMenu={[]}
      bottomBar={[
        { label: text.previewBarHome, href: '#dashboard', icon: <House aria-hidden="true" /> },
        {
          label: text.previewBarCourses,
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
          <ProgressBar label={text.previewProgress} value={62} />
          <div className="flex flex-wrap gap-3">
            <Button>{texts.previewCardAction}</Button>
            <Button variant="secondary">{text.previewOpenSchedule}</Button>
            <Button variant="link" href="#courses">
              {text.previewMyCourses}
            </Button>
          </div>
        </CardContent>
      </Card>
    </AppShell>
  );
}
