// The public API of @lp/ui. Every export is listed by name (CONVENTIONS 6).

// Theme engine
export {
  ThemeProvider,
  useTheme,
  deriveBrandTheme,
  inlineBrandCss,
  fontStack,
  CONTRAST,
  applyTheme,
  brandCss,
  brandFromTokens,
  brandOptions,
  contrast,
  ThemeFrame,
} from './theme';
export type {
  ThemeContextValue,
  ThemeProviderProps,
  BrandInput,
  BrandTheme,
  BrandVars,
  ContrastAdjustment,
  BrandId,
  ThemeFrameProps,
} from './theme';
export { cn } from './lib/cn';
export { preloadable, preloadLazyComponents, ServerRenderedLazyContext } from './lib/preloadable';
export type { Preloadable } from './lib/preloadable';
export { useHydrated } from './lib/use-hydrated';
export { HydrateApart } from './lib/hydrate-apart';
export { useAfterHydration } from './lib/use-after-hydration';

// Navigation: real links the app's router follows
export { Link, RouterProvider, useRouter, useLinkBehavior, shouldClientNavigate } from './link';
export type { LinkProps, RouterAdapter, RouterProviderProps } from './link';

// Direction: left to right or right to left, for Radix parts and ui's own keyboard code
export {
  DirectionProvider,
  useDirection,
  useDocumentDirection,
  inlineArrow,
  arrowKeyTowards,
  readDocumentDirection,
} from './direction';
export type { DirectionProviderProps, TextDirection } from './direction';
export {
  I18nProvider,
  useLocale,
  useMessages,
  useTranslations,
  preloadMessages,
  useCodedMessage,
  formattersFor,
  intl,
  useFormat,
  weekStartOf,
} from './i18n';
export type { I18nProviderProps, MessageNamespace, Translations, Formatters } from './i18n';

// Actions
export { Button, buttonVariants } from './button';
export type {
  ButtonProps,
  ButtonShape,
  ButtonSize,
  ButtonVariant,
  ButtonVariantProps,
} from './button';

// Feedback
export { Spinner, spinnerVariants } from './spinner';
export type { SpinnerProps } from './spinner';

// Feedback and display (issue 4)
export { Badge, badgeVariants, badgeTone } from './badge';
export type { BadgeProps, BadgeStatus, BadgeRisk } from './badge';
export {
  Card,
  CardHeader,
  CardTitle,
  CardDescription,
  CardContent,
  CardFooter,
  cardVariants,
} from './card';
export type { CardProps, CardTitleProps } from './card';
export { Avatar, avatarVariants, initials } from './avatar';
export type { AvatarProps } from './avatar';
export { Kbd, keyLabel, detectPlatform } from './kbd';
export type { KbdProps, KbdPlatform } from './kbd';
export { Skeleton, SkeletonGroup, skeletonVariants } from './skeleton';
export type { SkeletonProps, SkeletonGroupProps } from './skeleton';
export {
  ProgressBar,
  progressBarVariants,
  progressIndicatorVariants,
  clampProgress,
} from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export { ProgressRing, StatGauge, progressRingVariants, ringOffset } from './progress-ring';
export type { ProgressRingProps, StatGaugeProps } from './progress-ring';
export { EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
export { Banner, bannerVariants, bannerRole } from './banner';
export type { BannerProps } from './banner';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsListVariants,
  tabsTriggerVariants,
} from './tabs';
export type { TabsListProps, TabsTriggerProps } from './tabs';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './accordion';
export type { AccordionTriggerProps } from './accordion';
export { Stat, statTrend, formatChange } from './stat';
export type { StatProps, StatTrend } from './stat';
export { Pagination, paginationRange } from './pagination';
export type { PaginationProps, PaginationItem } from './pagination';
export {
  ToastProvider,
  useToast,
  useToastQueue,
  toastVariants,
  toastViewportVariants,
  toastSwipeThreshold,
  toastSwipeDirection,
  TOAST_SWIPE_RATIO,
} from './toast';
export type {
  ToastProviderProps,
  ToastPosition,
  ToastContextValue,
  ToastOptions,
  ToastItem,
  ToastVariant,
  ToastQueue,
  UseToastQueueOptions,
} from './toast';
export {
  DataTable,
  useDataTable,
  filterRows,
  sortRows,
  compareValues,
  nextSort,
  rowSelectionState,
} from './table';
export type {
  DataTableProps,
  DataTableColumn,
  UseDataTableOptions,
  DataTableState,
  SortState,
  SortDirection,
  SelectAllState,
} from './table';
// (end of issue 4 exports)

// Forms and overlays (issue 4)
export {
  Field,
  FieldLabel,
  FieldDescription,
  FieldError,
  FieldFrame,
  fieldControlVariants,
  useField,
} from './field';
export type {
  FieldProps,
  FieldLabelProps,
  FieldFrameProps,
  FieldWiring,
  UseFieldOptions,
} from './field';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  dropdownMenuContentVariants,
  dropdownMenuItemVariants,
} from './dropdown-menu';
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
} from './dropdown-menu';
export {
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetHeader,
  SheetFooter,
  SheetTitle,
  SheetDescription,
  sheetContentVariants,
} from './sheet';
export type { SheetContentProps } from './sheet';
export {
  Dialog,
  DialogTrigger,
  DialogPortal,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogClose,
  DialogCloseButton,
  dialogContentVariants,
  overlayClasses,
} from './dialog';
export type { DialogContentProps, DialogTitleProps } from './dialog';
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent, SimpleTooltip } from './tooltip';
export type { TooltipProps, TooltipProviderProps, SimpleTooltipProps } from './tooltip';
export {
  AlertDialog,
  AlertDialogTrigger,
  AlertDialogContent,
  AlertDialogHeader,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogAction,
  AlertDialogCancel,
} from './alert-dialog';
export type { AlertDialogContentProps, AlertDialogActionProps } from './alert-dialog';
export { ConfirmDialog, useConfirmDialog, CONFIRM_WORD_MESSAGE } from './confirm-dialog';
export type { ConfirmDialogProps, UseConfirmDialogOptions } from './confirm-dialog';
export { Popover, PopoverTrigger, PopoverAnchor, PopoverClose, PopoverContent } from './popover';
export { TextField, fieldIconButtonClasses } from './text-field';
export type { TextFieldProps } from './text-field';
export { TextArea } from './text-area';
export type { TextAreaProps } from './text-area';
export {
  PasswordField,
  NewPasswordField,
  PasswordStrengthMeter,
  usePasswordField,
  defaultStrengthLabels,
} from './password-field';
export type {
  PasswordFieldProps,
  NewPasswordFieldProps,
  PasswordStrengthMeterProps,
  UsePasswordFieldOptions,
} from './password-field';
export { Checkbox, selectAllState, checkboxBoxClasses } from './checkbox';
export type { CheckboxProps, CheckedState } from './checkbox';
export { Switch } from './switch';
export type { SwitchProps } from './switch';
export { RadioGroup, RadioGroupItem } from './radio-group';
export type { RadioGroupProps, RadioGroupItemProps } from './radio-group';
export {
  NativeSelect,
  Select,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
} from './select';
export type { NativeSelectProps, SelectProps } from './select';
export { SearchField, useSearchField } from './search-field';
export type { SearchFieldProps, UseSearchFieldOptions } from './search-field';
export { ColorField, useCopyToClipboard, toPickerHex } from './color-field';
export type { ColorFieldProps, UseCopyToClipboardOptions, ClipboardWrite } from './color-field';
// (end of forms and overlays exports)

// Navigation and layout (issue 5)
export {
  useMediaQuery,
  useBreakpoint,
  useWindowWidth,
  breakpointForWidth,
  SkipLink,
  Main,
  MAIN_CONTENT_ID,
} from './layout';
export type {
  Breakpoint,
  BreakpointState,
  UseMediaQueryOptions,
  SkipLinkProps,
  MainProps,
} from './layout';
export {
  Sidebar,
  sidebarVariants,
  sidebarItemVariants,
  useSidebarState,
  isNavItemActive,
  navGroupHasActive,
} from './sidebar';
export type { SidebarProps, UseSidebarStateOptions, NavItem, NavSection } from './sidebar';
export { MobileBottomBar, mobileBottomBarItemVariants } from './mobile-bottom-bar';
export type { MobileBottomBarProps, BottomBarItem } from './mobile-bottom-bar';
export {
  CommandPalette,
  useCommandPaletteShortcut,
  isTypingTarget,
  isModShortcut,
} from './command-palette';
export type {
  CommandPaletteProps,
  CommandPaletteGroup,
  CommandPaletteItem,
  UseCommandPaletteShortcutOptions,
} from './command-palette';
export {
  HeaderBar,
  HeaderSearch,
  SEARCH_FILTERS,
  NotificationsButton,
  UserMenu,
  MobileHeader,
} from './header';
export type {
  HeaderBarProps,
  HeaderSearchProps,
  SearchFilter,
  NotificationsButtonProps,
  UserMenuProps,
  MobileHeaderProps,
} from './header';
export {
  ResizablePanelGroup,
  ResizablePanel,
  ResizableHandle,
  clampPanelSize,
  layoutToPixels,
  PANEL_PRESETS,
} from './resizable-panels';
export type {
  ResizablePanelGroupProps,
  ResizablePanelProps,
  ResizableHandleProps,
  PanelPreset,
  PanelSizes,
} from './resizable-panels';
export { Carousel, useCarousel, scrollPosition, shouldShowArrows } from './carousel';
export type { CarouselProps, UseCarouselOptions } from './carousel';

// Learning and media (issue 6)
export {
  TranscriptViewer,
  transcriptViewerVariants,
  defaultTranscriptLabels,
  buildSearchIndex,
  createSegmentSearch,
  filterSegments,
  highlightParts,
  findActivePosition,
  segmentCountText,
  emptyTranscriptText,
  useAutoScroll,
} from './transcript-viewer';
export type {
  TranscriptViewerProps,
  TranscriptViewerLabels,
  TranscriptFontSize,
  TranscriptFilter,
  TextPart,
  TranscriptImportance,
  TranscriptCategory,
  UseAutoScrollOptions,
  AutoScrollState,
} from './transcript-viewer';
export {
  SimpleQuiz,
  PlayerQuiz,
  quizOptionVariants,
  defaultSimpleQuizLabels,
  defaultPlayerQuizLabels,
  useSimpleQuiz,
  usePlayerQuiz,
  isMultipleAnswer,
} from './quiz';
export type {
  SimpleQuizProps,
  PlayerQuizProps,
  SimpleQuizLabels,
  PlayerQuizLabels,
  OptionResult,
  SimpleQuizData,
  PlayerQuizResult,
} from './quiz';
export {
  MediaPlayer,
  mediaPlayerVariants,
  defaultMediaPlayerLabels,
  EmbedPlayer,
  useMediaPlayer,
  clampTime,
} from './media-player';
export type {
  MediaPlayerProps,
  MediaPlayerHandle,
  MediaPlayerLabels,
  MediaCaptions,
  EmbedPlayerProps,
  UseMediaPlayerOptions,
  MediaPlayerState,
} from './media-player';
export {
  ChatPanel,
  chatBubbleVariants,
  defaultChatPanelLabels,
  useChatPanel,
  visibleSuggestions,
} from './chat-panel';
export type {
  ChatPanelProps,
  ChatPanelLabels,
  UseChatPanelOptions,
  ChatReaction,
} from './chat-panel';
export {
  Countdown,
  countdownVariants,
  splitDuration,
  countdownAnnouncement,
  formatInTimeZone,
  useNow,
} from './countdown';
export { ServerTimeContext } from './lib/server-time';
export { useImageFallback } from './lib/use-image-fallback';
export type { CountdownProps, DurationParts } from './countdown';
export {
  LineChart,
  BarChart,
  DonutChart,
  Heatmap,
  heatmapCellVariants,
  ChartFrame,
  ChartTable,
  linearScale,
  linePoints,
  linePath,
  barShare,
  donutSlices,
  hourLabel,
  chartColors,
  chartColor,
} from './charts';
export type {
  LineChartProps,
  BarChartProps,
  DonutChartProps,
  DonutDatum,
  HeatmapProps,
  ChartFrameProps,
  ChartTableProps,
  Datum,
} from './charts';

// Calendar grids (spec 2 §2.3)
export {
  MonthGrid,
  TimeGrid,
  calendarEventChipVariants,
  weekDays,
  monthWeeks,
  visibleDays,
  hourRows,
  hourRowOf,
  eventsOnDay,
  startsOnDay,
  eventHourRow,
  eventsInHourCell,
  eventsByHourRow,
  firstEventHourRow,
  splitByLimit,
  moveFocusedDate,
  moveHourRow,
  calendarRangeLabel,
  calendarFormatters,
  defaultCalendarGridLabels,
  calendarEventTones,
} from './calendar-grid';
export type {
  CalendarNavKey,
  CalendarFormatters,
  CalendarView,
  CalendarEventTone,
  CalendarGridEvent,
  CalendarGridLabels,
  MonthGridProps,
  TimeGridProps,
} from './calendar-grid';
