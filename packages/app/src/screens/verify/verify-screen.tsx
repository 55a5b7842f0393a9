import { CertificateVerification } from '@lp/patterns';
import { useParams } from 'react-router-dom';
import { certificatePaths, certificateVerificationResource } from '../../data/certificates';
import { pageStatus } from '../../data/page-status';
import { useBrandIdentity } from '../auth/use-brand-identity';

/**
 * /verify/{certificateId}: confirms a certificate to anyone, signed in or out, on the
 * university's host (the server answers 404 for another university's certificate).
 */
export default function VerifyScreen() {
  const { certificateId = '' } = useParams();
  const read = certificateVerificationResource.useData(
    certificatePaths.verification(certificateId),
  );
  const { logo, productName } = useBrandIdentity();
  return (
    <CertificateVerification
      status={pageStatus(read)}
      certificate={read.data}
      productName={productName}
      logo={logo}
      onRetry={() => void read.mutate()}
    />
  );
}
