export { Button, buttonVariants } from './button';
export type {
  ButtonProps,
  ButtonShape,
  ButtonSize,
  ButtonVariant,
  ButtonVariantProps,
} from './button';
