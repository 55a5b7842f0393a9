import { BrandMark } from '@lp/patterns';
import { useAppServices } from '../../app-context';

/**
 * The university's logo and product name above the sign-in, register, invitation and
 * forgot-password cards, from its published branding (/config.json, issue 17).
 */
export function useBrandIdentity() {
  const { config } = useAppServices();
  return {
    productName: config.productName,
    logo: <BrandMark productName={config.productName} logoUrl={config.logoUrl} />,
  };
}
