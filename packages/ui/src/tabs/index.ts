export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  tabsListVariants,
  tabsTriggerVariants,
} from './tabs';
export type { TabsListProps, TabsTriggerProps } from './tabs';
