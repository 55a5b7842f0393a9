export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './accordion';
export type { AccordionTriggerProps } from './accordion';
